import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  Separator,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
} from 'react-aria-components';
import { Popover, type PopoverProps } from '../Popover/Popover';
import * as styles from './Menu.css';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/** A list of actions in a popover. Put it inside a `MenuTrigger` after the button that opens it. */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <Popover isDialog={false} placement={placement}>
      <RACMenu {...props} className={[styles.menu, props.className].filter(Boolean).join(' ')} />
    </Popover>
  );
}

/** Menu item tones: `danger` for irreversible actions. */
export const MENU_ITEM_TONES = ['default', 'danger'] as const;
export type MenuItemTone = (typeof MENU_ITEM_TONES)[number];

export interface MenuItemProps extends RACMenuItemProps {
  /**
   * Colour by meaning.
   * @default 'default'
   */
  tone?: MenuItemTone;
}

/** One action of a Menu. */
export function MenuItem({ tone = 'default', ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      data-tone={tone}
      className={composeRenderProps(props.className, (className) =>
        [styles.item({ tone }), className].filter(Boolean).join(' '),
      )}
    />
  );
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export { MenuTrigger } from 'react-aria-components';
