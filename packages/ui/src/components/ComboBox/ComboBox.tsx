import { Children, type ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  ListBox,
  composeRenderProps,
  type ComboBoxProps as RACComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldClassName } from '../Field/Field';
import { Popover } from '../Popover/Popover';
// Its options are SelectItems, so it lists them the way Select does.
import { listBox } from '../Select/Select.css';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'> {
  /** The visible label. */
  label?: string;
  /** Help text shown under the input. */
  description?: string;
  /** Message shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Placeholder of the text input. */
  placeholder?: string;
  /**
   * Shown in the list when no option matches what was typed.
   * @default 'No results'
   */
  emptyText?: string;
  /** The options, for dynamic collections; each needs an `id` (or a `key`). */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text input that filters a list of options as the user types. Like `Select`, it is disabled
 * while it has no options at all.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyText = 'No results',
  items,
  children,
  isDisabled,
  ...props
}: ComboBoxProps<T>) {
  const hasNoOptions = items ? [...items].length === 0 : Children.count(children) === 0;
  return (
    <RACComboBox
      {...props}
      defaultItems={items}
      // Keeps the list open on no match, so the empty state text can show.
      allowsEmptyCollection
      isDisabled={isDisabled || hasNoOptions}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <div className={styles.control}>
        <Input placeholder={placeholder} className={styles.input} />
        <RACButton className={styles.button}>
          <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
            <path d="M2.5 4.5L6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </RACButton>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover isDialog={false} className={styles.popover}>
        <ListBox
          className={listBox()}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
