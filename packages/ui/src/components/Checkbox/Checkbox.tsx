import {
  Checkbox as RACCheckbox,
  composeRenderProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export type CheckboxProps = RACCheckboxProps;

/** A checkbox with its label as children. `isIndeterminate` shows a dash, e.g. for a partly selected list. */
export function Checkbox(props: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.checkbox, className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(props.children, (children, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 6h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : isSelected ? (
              <svg width="12" height="12" viewBox="0 0 12 12" fill="none">
                <path d="M2 6.5l2.5 2.5L10 3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      ))}
    </RACCheckbox>
  );
}
