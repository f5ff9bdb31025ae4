import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, type FieldProps } from '../Field/FieldFrame';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldProps {}

export const TextField = ({
  label,
  labelHidden,
  error,
  hint,
  id,
  type = 'text',
  required,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) => (
  <FieldFrame {...{ id, label, labelHidden, error, hint, required, describedBy, className }}>
    {(control) => <input {...inputProps} {...control} type={type} />}
  </FieldFrame>
);
