import { useEffect, type RefObject } from 'react';

/**
 * After a rejected submit (a new errors object with a message), focus goes to the form's first
 * field in error, so its message is read out.
 *
 * @deprecated The core's Form does this for every form of the portal (after a refused submit, not
 * on each edit): kept while remotes built against an earlier core may call it.
 */
export function useFocusFirstInvalid<Errors extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  errors: Errors,
): void {
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
