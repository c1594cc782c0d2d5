import {
  Dialog as RACDialog,
  Popover as RACPopover,
  composeRenderProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends RACPopoverProps {
  /**
   * Wraps the children in a dialog (for free content). Pickers that bring their own list
   * (Select, Menu) set this to false.
   * @default true
   */
  isDialog?: boolean;
  /** Accessible name of the popover dialog when it has no Heading. */
  'aria-label'?: string;
}

/** A floating surface anchored to its trigger; closes on Escape or outside press. */
export function Popover({ isDialog = true, children, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={6}
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.popover, className].filter(Boolean).join(' '),
      )}
    >
      {isDialog
        ? composeRenderProps(children, (resolved) => (
            <RACDialog aria-label={ariaLabel} className={styles.dialog}>
              {resolved}
            </RACDialog>
          ))
        : children}
    </RACPopover>
  );
}

export { DialogTrigger as PopoverTrigger } from 'react-aria-components';
