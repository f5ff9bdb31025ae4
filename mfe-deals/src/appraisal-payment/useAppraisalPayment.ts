// The card form's state: values, field errors, submitting, and the answer (spec §4: submitting,
// then success or failed). One attempt keeps one Idempotency-Key until an answer comes back, so
// re-submitting after a network failure cannot charge twice; any edit starts a new attempt.
import { useRef, useState } from 'react';
import { ApiError, useFormValues, useValidatedSubmit, useWrite } from '@lender/shared';
import { appraisalPaymentSchema, validateFields } from '@lender/contracts';
import { appraisalPaymentWrite } from './api/appraisalPayment';
import {
  cardFormInput,
  cardPayload,
  emptyCardForm,
  newIdempotencyKey,
  type CardFormValues,
} from './cardForm';

export type CardResult =
  | { kind: 'success' }
  /** The gateway or the server answered no, with its message. */
  | { kind: 'declined'; message: string }
  /** The call itself failed: no answer to show. */
  | { kind: 'failed' };

export function useAppraisalPayment(dealId: string) {
  const [result, setResult] = useState<CardResult | null>(null);
  const attemptKey = useRef<string | null>(null);

  const payment = useWrite(appraisalPaymentWrite);

  const { submit, errors } = useValidatedSubmit(
    (values: CardFormValues) =>
      validateFields(appraisalPaymentSchema(), cardFormInput(values, dealId)),
    async (valid) => {
      attemptKey.current ??= newIdempotencyKey();
      const outcome = await payment.send(cardPayload(valid), attemptKey.current);
      if (!outcome) return false;
      if (outcome.ok) {
        attemptKey.current = null;
        if (outcome.answer.success) {
          setResult({ kind: 'success' });
          return true;
        }
        setResult({ kind: 'declined', message: outcome.answer.message });
      } else if (
        outcome.error instanceof ApiError &&
        outcome.error.status >= 400 &&
        outcome.error.status < 500
      ) {
        // The server refused the attempt (a fee already paid, say): nothing was charged.
        attemptKey.current = null;
        setResult({ kind: 'declined', message: outcome.error.message });
      } else {
        // No answer: the charge may or may not have gone through, so the key stays with the
        // attempt and re-sending it cannot charge twice.
        setResult({ kind: 'failed' });
      }
      return false;
    },
    { onAttempt: () => setResult(null) },
  );

  // Any edit starts a new attempt.
  const form = useFormValues(emptyCardForm, {
    errors,
    onChange: () => {
      attemptKey.current = null;
    },
  });

  const pay = async () => {
    // Paid: the card's number and code are not kept.
    if (await submit(form.values)) form.set({ CardNumber: '', CardSecurity: '' });
  };

  return { ...form, errors, submitting: payment.pending, result, submit: pay };
}
