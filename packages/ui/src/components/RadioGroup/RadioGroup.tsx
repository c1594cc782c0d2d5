import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldClassName } from '../Field/Field';
import * as styles from './RadioGroup.css';

export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'orientation'> {
  /** The visible label of the group. */
  label?: string;
  /** Help text shown under the options. */
  description?: string;
  /** Message shown when the group is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * How the options are laid out; arrow keys follow it.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /** The group's `Radio`s, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of options of which exactly one can be chosen. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(props.className, (className) =>
        [fieldClassName, className].filter(Boolean).join(' '),
      )}
    >
      {label && <Label>{label}</Label>}
      <div className={styles.options({ orientation })}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export type RadioProps = RACRadioProps;

/** One option of a `RadioGroup`, with its label as children. */
export function Radio(props: RadioProps) {
  return (
    <RACRadio
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.radio, className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(props.children, (children) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {children}
        </>
      ))}
    </RACRadio>
  );
}
