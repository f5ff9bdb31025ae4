import { useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { FIELD_KINDS, kindError, textOnLeave, type FieldKindName } from './fieldKinds';

export interface KindFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'inputMode'
> {
  /** currency, phone, date, zip or loanNumber: how the field takes, shows and checks its text. */
  kind: FieldKindName;
  value: string;
  /** The text as typed (already filtered by the kind), and formatted once the field is left. */
  onValueChange: (text: string) => void;
  /**
   * The form's message for text that is not of the kind (the one its schema gives on submit, so
   * the field says the same when left); the kind's own message otherwise.
   */
  message?: string;
}

/**
 * A field of one kind (currency, phone, date, zip, loan number), the same on every form: it keeps
 * only characters the kind can have, formats the text when it is left, and says the kind's own
 * message for text that is not a value of the kind (never a silent pass). A form's own error
 * (e.g. 'required') wins.
 */
export function KindField({
  kind,
  value,
  onValueChange,
  message,
  error,
  onBlur,
  ...props
}: KindFieldProps) {
  const definition = FIELD_KINDS[kind];
  const [left, setLeft] = useState(false);
  const shown = error ?? (left ? (kindError(kind, value, message) ?? undefined) : undefined);
  return (
    <TextField
      {...props}
      type={definition.type}
      inputMode={definition.inputMode}
      placeholder={props.placeholder ?? definition.placeholder}
      value={value}
      onChange={(event) => {
        setLeft(false);
        onValueChange(definition.input(event.target.value));
      }}
      onBlur={(event) => {
        setLeft(true);
        const formatted = textOnLeave(kind, event.target.value);
        if (formatted !== event.target.value) onValueChange(formatted);
        onBlur?.(event);
      }}
      error={shown}
    />
  );
}
