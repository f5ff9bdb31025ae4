import type { Option } from '@lender/contracts';
import type { SelectFieldProps } from '../SelectField/SelectField';

export interface StateFieldProps extends Omit<
  SelectFieldProps,
  'options' | 'placeholder' | 'label'
> {
  /** 'State' unless the form names it otherwise. */
  label?: string;
  /** A state's abbreviation, '' for none, or a stored value the list does not know. */
  value: string;
}

/** The select a state field is, with the choices it has: the same before and after the list loads. */
export const stateSelectProps = (
  { label = 'State', ...props }: StateFieldProps,
  options: readonly Option[],
): SelectFieldProps => ({
  label,
  autoComplete: 'address-level1',
  placeholder: 'Select a state',
  ...props,
  options,
});
