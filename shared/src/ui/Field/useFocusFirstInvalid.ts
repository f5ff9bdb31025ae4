import { useEffect, type RefObject } from 'react';

/**
 * After a rejected submit (a new errors object with a message), focus goes to the form's first
 * field in error, so its message is read out.
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
