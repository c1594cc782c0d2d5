import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogActions, Modal, type ModalSize } from '../Dialog/Dialog';
import { Form, type FormProps } from '../Form/Form';
import { Stack } from '../Stack/Stack';
import * as styles from './FormDialog.css';

export interface FormDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** The form's fields. */
  children: ReactNode;
  /** Label of the submit button, e.g. 'Save'. */
  submitLabel: string;
  /** Label of the submit button while `isPending`, e.g. 'Saving...'. Defaults to `submitLabel`. */
  pendingLabel?: string;
  /**
   * Label of the button that closes the dialog without submitting.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * Whether the submission is running: the submit button shows `pendingLabel` and a spinner, Cancel is
   * disabled and the dialog cannot be dismissed.
   */
  isPending?: boolean;
  /** Whether the submit button is disabled, e.g. until a file is chosen. */
  isSubmitDisabled?: boolean;
  /** Why the last submission failed, for the form as a whole; announced and shown above the buttons. */
  formError?: string;
  /** Messages of invalid fields by their `name`, shown in each field's error slot. */
  validationErrors?: FormProps['validationErrors'];
  /** Called with the form's data on submit; the page does not reload. */
  onSubmit: (data: FormData, event: FormEvent<HTMLFormElement>) => void;
  /** Called once the dialog closes: Cancel, Escape, or a press outside when dismissable. */
  onClose?: () => void;
  /** Whether the dialog is open. Leave it out inside a `DialogTrigger`. */
  isOpen?: boolean;
  /**
   * Maximum width.
   * @default 'medium'
   */
  size?: ModalSize;
  /**
   * Whether a press outside closes the dialog while nothing is pending.
   * @default true
   */
  isDismissable?: boolean;
}

/**
 * A modal form: a title, the fields, a form-level error, Cancel and a submit button that shows it is busy.
 * Field errors go in `validationErrors`; the dialog stays open until its owner closes it (e.g. after a
 * successful save).
 */
export function FormDialog({
  title,
  children,
  submitLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  isPending = false,
  isSubmitDisabled = false,
  formError,
  validationErrors,
  onSubmit,
  onClose,
  isOpen,
  size,
  isDismissable = true,
}: FormDialogProps) {
  return (
    <Modal
      size={size}
      isDismissable={isDismissable && !isPending}
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose?.()}
    >
      <Dialog title={title}>
        <Form
          validationBehavior="aria"
          validationErrors={validationErrors}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(new FormData(event.currentTarget), event);
          }}
        >
          <Stack gap="medium">
            {children}
            {formError && (
              <p role="alert" className={styles.error}>
                {formError}
              </p>
            )}
            <DialogActions>
              <Button variant="secondary" slot="close" isDisabled={isPending}>
                {cancelLabel}
              </Button>
              <Button type="submit" isPending={isPending} isDisabled={isSubmitDisabled}>
                {isPending ? (pendingLabel ?? submitLabel) : submitLabel}
              </Button>
            </DialogActions>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
