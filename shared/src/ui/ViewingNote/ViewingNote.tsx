import { Alert } from '../Alert/Alert';

export interface ViewingNoteProps {
  /** The id the disabled controls name in their aria-describedby, so each says why. */
  id: string;
  /** The refusal, e.g. whileViewing('Your profile cannot be saved'). */
  children: string;
  className?: string;
}

/**
 * While an employee views another user's account, the note above the controls it disables: shown
 * once, announced politely, and the description of every control it disables (their
 * aria-describedby is `id`), so a disabled control always says why.
 */
export function ViewingNote({ id, children, className }: ViewingNoteProps) {
  return (
    <Alert variant="info" role="status" className={className}>
      <span id={id}>{children}</span>
    </Alert>
  );
}
