// A claim form (capex, loss draft): a servicing form with its chosen files, and its submit. The
// submit is ignored for an employee and while one is on its way; it checks the answers with a
// placeholder for each file, reads and sends the files only once they pass, and after the server's
// confirmation drops the draft and the files.
import { useState } from 'react';
import type { ServicingFile } from '@lender/contracts';
import type { WriteCall } from '@lender/shared';
import { filesPayload } from './chosenFiles';
import { filePlaceholders, type ClaimCheck, type KeptFiles } from './claimCheck';
import type { DraftValues } from './formDraft';
import { useServicingForm } from './useServicingForm';

interface ClaimFormOptions<V extends DraftValues, F, T> {
  /** The draft's name. */
  form: string;
  empty: () => V;
  /** The form's text when a submission fails (§8). */
  failure: string;
  files: KeptFiles<F>;
  /** The answers checked with `placeholders` for the files kept in `files`. */
  check: (values: V, placeholders: ServicingFile[], files: F) => ClaimCheck<T>;
  /** The request of the checked answers, with the files read. */
  write: (checked: T, files: ServicingFile[]) => WriteCall<string>;
}

export function useClaimForm<V extends DraftValues, F, T>({
  form,
  empty,
  failure,
  files: kept,
  check,
  write,
}: ClaimFormOptions<V, F, T>) {
  const servicing = useServicingForm<V>(form, empty, failure);
  const { employee, values, state, setErrors, run, discard } = servicing;
  const [files, setFiles] = useState<F>(kept.none);

  const submit = async () => {
    if (employee || state.kind === 'submitting') return;
    const entries = kept.entries(files);
    const checked = check(values, filePlaceholders(entries), files);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const sent = await run(async () => write(checked.output, await filesPayload(entries)));
    if (sent) {
      discard();
      setFiles(kept.none);
    }
  };

  return { ...servicing, files, setFiles, submit };
}
