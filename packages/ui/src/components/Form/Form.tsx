import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export type FormProps = RACFormProps;

/**
 * A form whose fields show their validation messages on submit. Pass `validationErrors`
 * (`{fieldName: message}`) to show errors the server returned.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={[styles.form, className].filter(Boolean).join(' ')} />;
}
