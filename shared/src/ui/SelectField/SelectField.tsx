import type { ComponentPropsWithRef } from 'react';
import type { Option } from '@lender/contracts';
import { FieldFrame, type FieldProps } from '../Field/FieldFrame';

export interface SelectFieldProps
  extends Omit<ComponentPropsWithRef<'select'>, 'children'>, FieldProps {
  options: readonly Option[];
  /** First, empty-valued choice (e.g. 'Select a state'). */
  placeholder?: string;
}

export const SelectField = ({
  label,
  labelHidden,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) => (
  <FieldFrame {...{ id, label, labelHidden, error, hint, required, describedBy, className }}>
    {(control) => (
      <select {...selectProps} {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </FieldFrame>
);
