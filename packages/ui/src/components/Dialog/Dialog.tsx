import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Modal as RACModal,
  ModalOverlay,
  composeRenderProps,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Heading } from '../Heading/Heading';
import * as styles from './Dialog.css';

/** Maximum widths of a modal. */
export const MODAL_SIZES = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps extends ModalOverlayProps {
  /**
   * Maximum width.
   * @default 'medium'
   */
  size?: ModalSize;
}

/**
 * A modal layer over a dimmed page. Put a `Dialog` or `AlertDialog` inside; use it inside a
 * `DialogTrigger`, or control it with `isOpen` / `onOpenChange`.
 */
export function Modal({ size = 'medium', className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <RACModal
        className={composeRenderProps(className, (resolved) =>
          [styles.modal({ size }), resolved].filter(Boolean).join(' '),
        )}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends RACDialogProps {
  /** Title shown as the dialog's heading and used as its accessible name. */
  title?: string;
}

/** The content of a modal: a title, a body and usually `DialogActions`. */
export function Dialog({ title, children, className, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={[styles.dialog, className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (resolved) => (
        <>
          {title && (
            <Heading slot="title" level={2} size="small">
              {title}
            </Heading>
          )}
          {resolved}
        </>
      ))}
    </RACDialog>
  );
}

/** The row of buttons at the end of a dialog, primary action last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export { DialogTrigger } from 'react-aria-components';
