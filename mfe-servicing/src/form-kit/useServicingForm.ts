// What every servicing form with files has in common: the answers kept as a draft, the fields
// bound to them with their errors, the submission's states, and the reset after a success.
import { useState } from 'react';
import { bindFields, useEmployeeMode, useSession } from '@lender/shared';
import type { DraftValues } from './formDraft';
import { useFormDraft } from './useFormDraft';
import { useServicingSubmit } from './useServicingSubmit';

/** `empty` with its email answer set to the signed-in user's (when it has one and it is empty). */
const prefillEmail = <V extends DraftValues>(empty: V, username: string | null): V =>
  username && empty.email === '' ? { ...empty, email: username } : empty;

export function useServicingForm<V extends DraftValues>(
  form: string,
  empty: () => V,
  failure: string,
  options: { visitor?: boolean } = {},
) {
  // The public payoff is a visitor's: no employee mode there.
  const employee = useEmployeeMode() && !options.visitor;
  const username = useSession((state) => state.username);
  // A signed-in user's form starts from what the portal knows: their email (their loans are
  // offered by LoanPicker). A kept draft's answers win over it.
  const [prefilled] = useState(
    () => () => prefillEmail(empty(), options.visitor ? null : username),
  );
  const draft = useFormDraft<V>(form, prefilled, options);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useServicingSubmit(failure);

  /** An edit: the answer changes and a shown failure is dismissed. */
  const change = (changes: Partial<V>) => {
    if (submission.state.kind === 'failure') submission.reset();
    draft.update(changes);
  };

  return {
    employee,
    ...draft,
    change,
    // The text, text area, select and kind fields' bindings: name, value, edits, error.
    ...bindFields(draft.values, change, errors),
    errors,
    setErrors,
    ...submission,
  };
}
