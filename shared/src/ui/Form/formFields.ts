// One way to bind a controlled field to a form's values: its name, its value, its edits (through
// the form's `change`) and its error.
import type { ChangeEvent } from 'react';

/** A form's values by their own names (an index signature left out). */
type Named<V> = {
  [K in keyof V as string extends K ? never : number extends K ? never : K]: V[K];
};

/** The names of a form's values that hold text. */
export type TextKey<V> = {
  [K in keyof Named<V>]-?: Named<V>[K] extends string ? K : never;
}[keyof Named<V>] &
  string;

/** A form's messages for its text fields, by name (other messages may be among them). */
export type FieldMessages<V> =
  Readonly<Partial<Record<TextKey<V>, string>>> | Readonly<Record<string, string | undefined>>;

/** What a TextField, SelectField or text area takes from the form. */
export interface BoundField<K extends string> {
  name: K;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  error: string | undefined;
}

/** What a KindField takes from the form. */
export interface BoundKindField<K extends string> {
  name: K;
  value: string;
  onValueChange: (text: string) => void;
  error: string | undefined;
}

export interface FieldBindings<V> {
  /** A text, select or text area field; `filter` shapes the text as typed (digits only, say). */
  field: <K extends TextKey<V>>(name: K, filter?: (text: string) => string) => BoundField<K>;
  /** A field of one of the core's kinds (KindField); `filter` as for `field`. */
  kindField: <K extends TextKey<V>>(
    name: K,
    filter?: (text: string) => string,
  ) => BoundKindField<K>;
}

/** The bindings of the fields of `values`, edited through `change`, with the `errors` shown. */
export function bindFields<V extends object>(
  values: V,
  change: (changes: Partial<V>) => void,
  errors?: FieldMessages<V>,
): FieldBindings<V> {
  const edit = <K extends TextKey<V>>(name: K, text: string) =>
    change({ [name]: text } as Partial<V>);
  return {
    field: (name, filter = (text) => text) => ({
      name,
      value: String(values[name]),
      onChange: (event) => edit(name, filter(event.target.value)),
      error: errors?.[name],
    }),
    kindField: (name, filter = (text) => text) => ({
      name,
      value: String(values[name]),
      onValueChange: (text) => edit(name, filter(text)),
      error: errors?.[name],
    }),
  };
}
