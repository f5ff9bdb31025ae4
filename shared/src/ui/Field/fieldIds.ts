// Ids that tie a field's label, hint and error to its control.
import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** aria-describedby of the control (hint then error), or undefined. */
  describedBy: string | undefined;
}

export const useFieldIds = (
  id: string | undefined,
  options: { hint?: unknown; error?: unknown; describedBy?: string },
): FieldIds => {
  const generated = useId();
  const controlId = id ?? `lp-field-${generated}`;
  const hintId = options.hint ? `${controlId}-hint` : undefined;
  const errorId = options.error ? `${controlId}-error` : undefined;
  const describedBy = [options.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
};
