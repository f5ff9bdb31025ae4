import { useId, useState } from 'react';
import { isViewingAnotherAccount, useSession } from '@lender/shared';
import { openPaymentPage, PAYMENT_MESSAGES } from './paymentPage';
import * as styles from '../SideNav.css';

/**
 * Make a Payment in the side navigation. While an employee views another account it is disabled
 * and says why; otherwise a click opens the payment page and says so, or says why it did not.
 */
export function PaymentEntry({ label }: { label: string }) {
  const viewing = useSession(isViewingAnotherAccount);
  const [note, setNote] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const shown = viewing ? { ok: false, message: PAYMENT_MESSAGES.viewing } : note;
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        aria-disabled={viewing || busy ? true : undefined}
        aria-describedby={shown ? noteId : undefined}
        onClick={() => {
          if (viewing || busy) return;
          setBusy(true);
          setNote(null);
          // openPaymentPage answers a note for every outcome, a failure included: never rejects.
          void openPaymentPage().then((note) => {
            setNote(note);
            setBusy(false);
          });
        }}
      >
        {label}
      </button>
      <p
        id={noteId}
        role={viewing ? undefined : 'status'}
        className={shown && !shown.ok ? styles.navNoteError : styles.navNote}
        hidden={!shown}
      >
        {shown?.message}
      </p>
    </>
  );
}
