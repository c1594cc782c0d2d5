import {
  FieldError as RACFieldError,
  Input as RACInput,
  Label as RACLabel,
  Text,
  composeRenderProps,
  type FieldErrorProps as RACFieldErrorProps,
  type InputProps as RACInputProps,
  type LabelProps as RACLabelProps,
  type TextProps,
} from 'react-aria-components';
import * as styles from './Field.css';

function join(...classNames: (string | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}

/** The visible name of a field. Inside a RAC field it is wired to the input automatically. */
export function Label({ className, ...props }: RACLabelProps) {
  return <RACLabel {...props} className={join(styles.label, className)} />;
}

/** Help text under a field, announced as the input's description. */
export function Description({ className, ...props }: Omit<TextProps, 'slot'>) {
  return <Text {...props} slot="description" className={join(styles.description, className)} />;
}

/** The validation message of a field; shown only while the field is invalid. */
export function FieldError({ className, ...props }: RACFieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeRenderProps(className, (resolved) => join(styles.fieldError, resolved))}
    />
  );
}

/** A text input styled for every state through RAC's data attributes. */
export function Input({ className, ...props }: RACInputProps) {
  return (
    <RACInput
      {...props}
      className={composeRenderProps(className, (resolved) => join(styles.input, resolved))}
    />
  );
}

/** Class for the column that holds a field's label, control, description and error. */
export const fieldClassName = styles.field;
