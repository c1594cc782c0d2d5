import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ReferenceDataChange } from '@waybill/api-client';
import { AlertDialog, FormDialog, Modal, Text, type FormDialogProps } from '@waybill/ui';
import { changeProgressText } from './change-progress';
import * as styles from './row-dialog.css';

/**
 * Where a change that outlasted its request is, as last read ('Re-deriving 141,712 packages…'), under the dialog's
 * text and above its busy button. A polite live region: each new text is announced.
 */
export function ChangeProgress({ change }: { change: ReferenceDataChange | undefined }) {
  return (
    <Text aria-live="polite" size="small" tone="muted" className={styles.changeProgress}>
      {change && changeProgressText(change)}
    </Text>
  );
}

/**
 * The form dialog of a reference table's row: 'Add Rule', or 'Edit Rule' for a row being changed, with Save
 * ('Saving...' while the call runs, with the progress of a long change above it) and the form's field errors. Its
 * fields are the children.
 */
export function RowDialog({
  noun,
  isEditing,
  isPending,
  change,
  errors,
  size,
  onSubmit,
  onClose,
  children,
}: {
  /** What a row is called in the title: 'Rule'. */
  noun: string;
  isEditing: boolean;
  isPending: boolean;
  /** The change the save follows, once it outlasted its request; none for a save that is answered at once. */
  change?: ReferenceDataChange;
  errors: FormDialogProps['validationErrors'];
  /**
   * The dialog's width, for a row whose fields stand side by side.
   * @default 'medium'
   */
  size?: FormDialogProps['size'];
  onSubmit: (data: FormData) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={`${isEditing ? 'Edit' : 'Add'} ${noun}`}
      isOpen
      onClose={onClose}
      submitLabel="Save"
      pendingLabel="Saving..."
      isPending={isPending}
      validationErrors={errors}
      size={size}
      onSubmit={onSubmit}
    >
      {children}
      <ChangeProgress change={change} />
    </FormDialog>
  );
}

/**
 * The confirmation of deleting a reference table's row: 'Delete Rule', with Delete ('Deleting...' while the call
 * runs, with the progress of a long change above it) and Cancel. The text, its child, names the row and says what
 * becomes of its packages.
 */
export function DeleteRowDialog({
  noun,
  isPending,
  change,
  onDelete,
  onClose,
  children,
}: {
  /** What a row is called in the title: 'Rule'. */
  noun: string;
  isPending: boolean;
  /** The change the deletion follows, once it outlasted its request. */
  change: ReferenceDataChange | undefined;
  onDelete: () => void;
  onClose: () => void;
  children: string;
}) {
  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title={`Delete ${noun}`}
        variant="destructive"
        actionLabel="Delete"
        pendingLabel="Deleting..."
        isPending={isPending}
        onAction={onDelete}
        onCancel={onClose}
      >
        {children}
        <ChangeProgress change={change} />
      </AlertDialog>
    </Modal>
  );
}

/**
 * The new rule the address asks for: the unmapped list's "Map…" opens a map's screen with `?carrier=UPS&…=name`,
 * the name under `named` ('service', 'description'), and the screen opens its add dialog on it. `forget()`, once
 * that dialog closes, takes it off the address: the rule is done with.
 */
export function useMappingFromAddress(named: 'service' | 'description') {
  const [search, setSearch] = useSearchParams();
  const carrier = search.get('carrier');
  const pattern = search.get(named);
  const mapping =
    pattern && (carrier === 'UPS' || carrier === 'FEDEX') ? ({ carrier, pattern } as const) : undefined;
  return {
    mapping,
    forget: () => {
      if (mapping) setSearch({}, { replace: true });
    },
  };
}
