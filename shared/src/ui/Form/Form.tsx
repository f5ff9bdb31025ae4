import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type RefObject,
} from 'react';

export interface FormProps extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'noValidate' | 'aria-label' | 'aria-labelledby'
> {
  /** The form's accessible name: its words, or the id of the heading that names it. */
  label: string | { labelledBy: string };
  /**
   * The submit, its default (a page load) already prevented. A promise it returns settles its own
   * outcomes (a failure is shown by the form): the form only waits for it to end.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /**
   * The form's field errors: when a submit ends with a message among them, the first field in
   * error takes the keyboard, so that its message is read out.
   */
  errors?: object;
  /** The form element, for a form that also moves the keyboard itself. */
  ref?: RefObject<HTMLFormElement | null>;
}

const hasMessage = (errors: object | undefined): boolean =>
  errors !== undefined && Object.values(errors).some(Boolean);

/**
 * Every form of the portal: never the browser's own validation (the portal says the spec's
 * messages), no page load on submit, a name for assistive technology, and after a refused submit
 * the keyboard on the first field in error (not on each edit).
 */
export function Form({ label, onSubmit, errors, ref, children, ...formProps }: FormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = ref ?? ownRef;
  const [submits, setSubmits] = useState(0);
  const focusedAfter = useRef(0);

  useEffect(() => {
    if (submits === focusedAfter.current) return;
    focusedAfter.current = submits;
    if (hasMessage(errors))
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits, errors, formRef]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The submit is this form's own (a form in a dialog opened from another form, say).
    event.stopPropagation();
    const ended = () => setSubmits((count) => count + 1);
    const result = onSubmit(event);
    // A rejection is a bug of onSubmit: it stays unhandled, and so reported.
    if (result instanceof Promise) void result.finally(ended);
    else ended();
  };

  const name =
    typeof label === 'string' ? { 'aria-label': label } : { 'aria-labelledby': label.labelledBy };
  return (
    <form {...formProps} {...name} ref={formRef} noValidate onSubmit={submit}>
      {children}
    </form>
  );
}
