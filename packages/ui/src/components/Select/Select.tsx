import { Children, type ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldClassName } from '../Field/Field';
import { Popover } from '../Popover/Popover';
import * as styles from './Select.css';

/** Select heights: `small` fits toolbars and pickers. */
export const SELECT_SIZES = ['small', 'medium'] as const;
export type SelectSize = (typeof SELECT_SIZES)[number];

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  /** The visible label. */
  label?: string;
  /** Help text shown under the trigger. */
  description?: string;
  /** Message shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Height and font size of the trigger and the options.
   * @default 'medium'
   */
  size?: SelectSize;
  /** The options, for dynamic collections; each needs an `id` (or a `key`). */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A dropdown that picks one option. It is disabled while it has no options, so an empty
 * dependent filter cannot be opened.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  size = 'medium',
  items,
  children,
  isDisabled,
  ...props
}: SelectProps<T>) {
  const hasNoOptions = items ? [...items].length === 0 : Children.count(children) === 0;
  return (
    <RACSelect
      {...props}
      isDisabled={isDisabled || hasNoOptions}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <RACButton className={styles.trigger({ size })}>
        <SelectValue className={styles.value} />
        <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
          <path d="M2.5 4.5L6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </RACButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover isDialog={false}>
        <ListBox items={items} className={styles.listBox({ size })}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** One option of a Select (or any list box). */
export function SelectItem(props: ListBoxItemProps) {
  return (
    <ListBoxItem
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.item, className].filter(Boolean).join(' '),
      )}
    />
  );
}
