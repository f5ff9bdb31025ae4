import { useState } from 'react';
import { bindFields, type FieldBindings, type FieldMessages } from './formFields';

export interface FormValuesOptions<V> {
  /** The messages the fields show (the form's submit keeps them). */
  errors?: FieldMessages<V>;
  /** Told of every change before it is made (to dismiss an outcome an edit makes stale, say). */
  onChange?: (changes: Partial<V>) => void;
}

export interface FormValues<V> extends FieldBindings<V> {
  values: V;
  /** Changes some values (as a field's edit does). */
  set: (changes: Partial<V>) => void;
}

/** A form's values as state, and its fields bound to them (`field`, `kindField`). */
export function useFormValues<V extends object>(
  initial: V | (() => V),
  { errors, onChange }: FormValuesOptions<V> = {},
): FormValues<V> {
  const [values, setValues] = useState<V>(initial);
  const set = (changes: Partial<V>) => {
    onChange?.(changes);
    setValues((current) => ({ ...current, ...changes }));
  };
  return { values, set, ...bindFields(values, set, errors) };
}
