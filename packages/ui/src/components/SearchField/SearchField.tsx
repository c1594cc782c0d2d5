import {
  Button as RACButton,
  Group,
  SearchField as RACSearchField,
  composeRenderProps,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { Description, Input, Label, fieldClassName } from '../Field/Field';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends RACSearchFieldProps {
  /** The visible label; without one, pass `aria-label`. */
  label?: string;
  /** Help text shown under the input. */
  description?: string;
  /** Hint shown inside the empty input, e.g. 'Search organizations...'. */
  placeholder?: string;
}

/** A search input with a clear button; Escape clears it too. */
export function SearchField({ label, description, placeholder, ...props }: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, styles.field, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <Group className={styles.group}>
        <svg
          className={styles.icon}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Input placeholder={placeholder} className={styles.input} />
        <RACButton className={styles.clear} aria-label="Clear search">
          <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </RACButton>
      </Group>
      {description && <Description>{description}</Description>}
    </RACSearchField>
  );
}
