import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldClassName } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The visible label of the group. */
  label?: string;
  /** Help text shown under the options. */
  description?: string;
  /** Message shown when the group is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The group's `Checkbox`es, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes whose value is the list of the checked ones' values. */
export function CheckboxGroup({ label, description, errorMessage, children, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <div className={styles.options}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
