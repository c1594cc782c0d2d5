import { useState } from 'react';
import {
  Group,
  TextField as RACTextField,
  ToggleButton,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldClassName } from '../Field/Field';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'type'> {
  /** The visible label. */
  label?: string;
  /** Help text shown under the input, e.g. the length rule. */
  description?: string;
  /** Message shown when the field is invalid; defaults to the browser's validation message. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown inside the empty input. */
  placeholder?: string;
}

function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!isOpen && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A password input with a toggle that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <Group className={styles.group}>
        <Input placeholder={placeholder} className={styles.input} />
        <ToggleButton
          aria-label="Show password"
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
          className={styles.toggle}
        >
          <EyeIcon isOpen={isVisible} />
        </ToggleButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
