import {
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldClassName } from '../Field/Field';

export interface TextFieldProps extends RACTextFieldProps {
  /** The visible label. */
  label?: string;
  /** Help text shown under the input. */
  description?: string;
  /** Message shown when the field is invalid; defaults to the browser's validation message. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown inside the empty input. */
  placeholder?: string;
}

/** A labelled single-line text input with description and validation message slots. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <Input placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
