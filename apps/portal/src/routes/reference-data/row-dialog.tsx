import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AlertDialog, FormDialog, Modal, type FormDialogProps } from '@waybill/ui';

/**
 * The form dialog of a reference table's row: 'Add Rule', or 'Edit Rule' for a row being changed, with Save
 * ('Saving...' while the call runs) and the form's field errors. Its fields are the children.
 */
export function RowDialog({
  noun,
  isEditing,
  isPending,
  errors,
  onSubmit,
  onClose,
  children,
}: {
  /** What a row is called in the title: 'Rule'. */
  noun: string;
  isEditing: boolean;
  isPending: boolean;
  errors: FormDialogProps['validationErrors'];
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
      onSubmit={onSubmit}
    >
      {children}
    </FormDialog>
  );
}

/**
 * The confirmation of deleting a reference table's row: 'Delete Rule', with Delete ('Deleting...' while the call
 * runs) and Cancel. The text, its child, names the row and says what becomes of its packages.
 */
export function DeleteRowDialog({
  noun,
  isPending,
  onDelete,
  onClose,
  children,
}: {
  /** What a row is called in the title: 'Rule'. */
  noun: string;
  isPending: boolean;
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
