// The modal's submit (spec §4): the line items again, then the modal's answers, then the POST. On
// success the event is tracked and the caller refetches the draws and confirms the request where
// the borrower looks (no page reload: the refreshed data shows the pending draw); on failure the
// spec's message, with the server's reason when it gave one (a draw already pending…).
import { useState } from 'react';
import { ApiError, getRuntimeConfig, useWrite } from '@lender/shared';
import {
  drawRequestSchema,
  validateFields,
  type Budget,
  type DrawRequestInput,
  type FieldErrors,
} from '@lender/contracts';
import { drawRequestWrite } from './api/drawRequest';
import { drawRequestInput, formError, type DrawAmounts, type DrawModalValues } from './drawForm';
import { inspectionStartError } from './inspectionWindow';
import { trackDrawRequested } from './trackDrawRequested';
import { DRAW_REQUEST_TEXTS } from './drawRequestTexts';

export const AGREEMENT_FIELD = 'agreement';
export type DrawModalErrors = FieldErrors<DrawRequestInput> & { [AGREEMENT_FIELD]?: string };

export interface DrawSubmitOptions {
  dealId: string;
  amounts: DrawAmounts;
  budget: Budget;
  /** Refetches the draws and confirms the request (a failure there is the caller's to show). */
  onSubmitted: () => Promise<void>;
  /** Clears the kept draft. */
  onClearDraft: () => void;
}

/** The modal's messages for its answers, or {} when they may be sent. */
function modalErrors(
  input: DrawRequestInput,
  values: DrawModalValues,
  today?: Date,
  accountCount = 0,
): DrawModalErrors {
  const parsed = validateFields(drawRequestSchema, input);
  const errors: DrawModalErrors = parsed.success ? {} : { ...parsed.errors };
  // §8's 'No beneficiary exists' is for an empty list; with accounts on file, one must be chosen.
  if (errors.BeneficiaryId && accountCount > 0)
    errors.BeneficiaryId = DRAW_REQUEST_TEXTS.chooseBeneficiary;
  const start = inspectionStartError(values.inspectionStart, today);
  if (start) errors.inspection_start_date = start;
  // The end is computed from the start: its message would only repeat the start's.
  delete errors.inspection_end_date;
  if (!values.agreed) errors[AGREEMENT_FIELD] = DRAW_REQUEST_TEXTS.agreement;
  return errors;
}

export function useDrawSubmit({
  dealId,
  amounts,
  budget,
  onSubmitted,
  onClearDraft,
}: DrawSubmitOptions) {
  const [errors, setErrors] = useState<DrawModalErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const request = useWrite(drawRequestWrite);

  const submit = async (values: DrawModalValues, accountCount: number) => {
    if (request.pending) return;
    setFailure(null);
    const linesMessage = formError(amounts, budget);
    if (linesMessage) {
      setFailure(linesMessage);
      return;
    }
    const input = drawRequestInput(dealId, amounts, budget, values);
    const found = modalErrors(input, values, undefined, accountCount);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await request.send(input);
    if (!outcome) return;
    if (!outcome.ok) {
      const { error } = outcome;
      const reason =
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
          ? ` ${error.message}`
          : '';
      setFailure(`${DRAW_REQUEST_TEXTS.submitFailure}${reason}`);
      return;
    }
    onClearDraft();
    trackDrawRequested(dealId, getRuntimeConfig().analyticsEnabled);
    await onSubmitted().catch(() => undefined);
  };

  const submitting = request.pending;
  return { errors, failure, submitting, submit };
}
