import {
  Button as RACButton,
  Group,
  NumberField as RACNumberField,
  composeRenderProps,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldClassName } from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends RACNumberFieldProps {
  /** The visible label. */
  label?: string;
  /** Help text shown under the input. */
  description?: string;
  /** Message shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown inside the empty input. */
  placeholder?: string;
}

/**
 * A locale-aware number input with stepper buttons; arrow keys step, and the value is clamped to
 * `minValue`/`maxValue` when the field loses focus.
 */
export function NumberField({ label, description, errorMessage, placeholder, ...props }: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <Group className={styles.group}>
        <Input placeholder={placeholder} className={styles.input} />
        <div className={styles.steppers}>
          <RACButton slot="increment" className={styles.stepper}>
            <svg width="10" height="10" viewBox="0 0 12 12" fill="none" aria-hidden="true">
              <path d="M2.5 8L6 4.5 9.5 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </RACButton>
          <RACButton slot="decrement" className={styles.stepper}>
            <svg width="10" height="10" viewBox="0 0 12 12" fill="none" aria-hidden="true">
              <path d="M2.5 4.5L6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </RACButton>
        </div>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
