import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogActions } from '../Dialog/Dialog';
import * as styles from './AlertDialog.css';

/** The kinds of confirmation: `destructive` colours the action as irreversible. */
export const ALERT_DIALOG_VARIANTS = ['confirmation', 'destructive'] as const;
export type AlertDialogVariant = (typeof ALERT_DIALOG_VARIANTS)[number];

export interface AlertDialogProps {
  /** Question or statement in the heading, e.g. 'Delete credential?'. */
  title: string;
  /** The consequences, in a sentence or two. */
  children: ReactNode;
  /**
   * Colour of the action button.
   * @default 'confirmation'
   */
  variant?: AlertDialogVariant;
  /** Label of the action button, e.g. 'Delete'. */
  actionLabel: string;
  /** Label of the action button while `isPending`, e.g. 'Deleting...'. Defaults to `actionLabel`. */
  pendingLabel?: string;
  /**
   * Label of the button that closes the dialog without acting.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /** Whether the action is running: the action shows `pendingLabel` and a spinner, Cancel is disabled. */
  isPending?: boolean;
  /** Why the last attempt failed; shown in the dialog, which stays open and usable. */
  errorMessage?: string;
  /** Runs the action. The dialog stays open: close it (e.g. `onOpenChange(false)`) when the action succeeds. */
  onAction: () => void;
  /** Called when the user cancels, after which the surrounding Modal closes. */
  onCancel?: () => void;
}

/**
 * A confirmation dialog (`role="alertdialog"`). Place it in a `Modal` (with `isDismissable={false}`
 * so a stray click cannot dismiss a running action).
 */
export function AlertDialog({
  title,
  children,
  variant = 'confirmation',
  actionLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  isPending = false,
  errorMessage,
  onAction,
  onCancel,
}: AlertDialogProps) {
  return (
    <Dialog role="alertdialog" title={title} data-variant={variant}>
      {({ close }) => (
        <>
          <div className={styles.message}>{children}</div>
          {errorMessage && (
            <p role="alert" className={styles.error}>
              {errorMessage}
            </p>
          )}
          <DialogActions>
            <Button
              variant="secondary"
              isDisabled={isPending}
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={variant === 'destructive' ? 'destructive' : 'primary'}
              isPending={isPending}
              onPress={onAction}
              autoFocus
            >
              {isPending ? (pendingLabel ?? actionLabel) : actionLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
