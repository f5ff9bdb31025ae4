// A form whose fields are named by one map of labels (the contracts' names for them, say) writes
// each field as its name and what is particular to it; the label, the binding to the form's values
// and `required` come from here, the same on every such form.
import type { ReactElement } from 'react';
import { KindField, type KindFieldProps } from '../KindField/KindField';
import { SelectField, type SelectFieldProps } from '../SelectField/SelectField';
import { StateField, type StateFieldProps } from '../StateField/StateField';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import type { FieldBindings, TextKey } from './formFields';

/** What the form gives every field: set here, not by the caller. */
type Given = 'label' | 'name' | 'value' | 'onChange' | 'error';

export interface LabelledFields<V> {
  /** A text field; `filter` shapes the text as typed (digits only, say). */
  text: (
    name: TextKey<V>,
    props?: Omit<TextFieldProps, Given> & { filter?: (text: string) => string },
  ) => ReactElement;
  /** A field of one of the core's kinds (zip, phone…). */
  kind: (name: TextKey<V>, props: Omit<KindFieldProps, Given | 'onValueChange'>) => ReactElement;
  /** A select; `onChange`, when given, takes the change in place of the binding. */
  select: (
    name: TextKey<V>,
    props: Omit<SelectFieldProps, Exclude<Given, 'onChange'>>,
  ) => ReactElement;
  /** The US-state select. */
  state: (name: TextKey<V>, props?: Omit<StateFieldProps, Given>) => ReactElement;
}

/** The fields of `form`, labelled from `labels`, bound to its values, required unless told not. */
export function labelledFields<V extends object>(
  { field, kindField }: FieldBindings<V> & { values: V },
  labels: Readonly<Record<TextKey<NoInfer<V>>, string>>,
): LabelledFields<V> {
  return {
    text: (name, { filter, ...props } = {}) => (
      <TextField label={labels[name]} required {...field(name, filter)} {...props} />
    ),
    kind: (name, props) => (
      <KindField label={labels[name]} required {...kindField(name)} {...props} />
    ),
    select: (name, props) => (
      <SelectField label={labels[name]} required {...field(name)} {...props} />
    ),
    state: (name, props) => (
      <StateField label={labels[name]} required {...field(name)} {...props} />
    ),
  };
}
