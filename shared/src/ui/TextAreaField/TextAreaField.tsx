import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, type FieldProps } from '../Field/FieldFrame';

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldProps {}

/** A labelled multi-line answer (descriptions, addresses). */
export const TextAreaField = ({
  label,
  labelHidden,
  error,
  hint,
  id,
  required,
  className,
  rows = 3,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaFieldProps) => (
  <FieldFrame {...{ id, label, labelHidden, error, hint, required, describedBy, className }}>
    {(control) => <textarea {...textareaProps} {...control} rows={rows} />}
  </FieldFrame>
);
