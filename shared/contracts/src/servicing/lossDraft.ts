// POST loss-draft-request: a loss draft with its required documents.
import * as v from 'valibot';
import { requiredCurrencyField, loanNumberField, emailField, phoneField } from '../fields';
import {
  LOSS_DRAFT_FILE_SLOTS,
  SERVICING_FILE_MESSAGES,
  date,
  filesArray,
  required,
  requiredLong,
  slotsOf,
  slotsProblem,
} from './common';

export const LOSS_DRAFT_MESSAGES = {
  loanNumber: 'Loan number is required.',
  borrowingEntity: 'Borrowing entity is required.',
  guarantor: 'Guarantor name is required.',
  phone: 'Phone must have at least 10 digits.',
  email: 'Enter a valid email address.',
  date: 'Date is required.',
  affectedProperty: 'Affected property is required.',
  dateOfLoss: 'Date of loss is required.',
  description: 'Description of loss is required.',
  claimAmountRequired: 'Claim amount is required.',
  claimAmount: 'Claim amount must be a number with at most 2 decimals.',
  lienWaiver: "Contractor's Lien Waiver* is Required.",
  intentToRepair: 'Declaration of Intent to Repair* is Required.',
  success: 'Your loss draft request has been received.',
} as const;

export const lossDraftRequestSchema = v.pipe(
  v.object({
    loan_number: loanNumberField(LOSS_DRAFT_MESSAGES.loanNumber, 50),
    borrowing_entity: required(LOSS_DRAFT_MESSAGES.borrowingEntity),
    gurantor_name: required(LOSS_DRAFT_MESSAGES.guarantor),
    best_contact_number: phoneField(LOSS_DRAFT_MESSAGES.phone),
    email: emailField(LOSS_DRAFT_MESSAGES.email),
    date: date(LOSS_DRAFT_MESSAGES.date),
    affected_property: required(LOSS_DRAFT_MESSAGES.affectedProperty),
    date_of_loss: date(LOSS_DRAFT_MESSAGES.dateOfLoss),
    description_of_loss: requiredLong(LOSS_DRAFT_MESSAGES.description),
    claim_amount: requiredCurrencyField(
      LOSS_DRAFT_MESSAGES.claimAmountRequired,
      LOSS_DRAFT_MESSAGES.claimAmount,
    ),
    files: filesArray(LOSS_DRAFT_FILE_SLOTS.length, SERVICING_FILE_MESSAGES.duplicateSlot),
  }),
  v.check(
    (input) => slotsProblem(input.files, LOSS_DRAFT_FILE_SLOTS) === null,
    (issue) =>
      slotsProblem(issue.input.files, LOSS_DRAFT_FILE_SLOTS) ?? SERVICING_FILE_MESSAGES.slot,
  ),
  v.forward(
    v.check(
      (input) => slotsOf(input.files).has('contractor_lien_waiver'),
      LOSS_DRAFT_MESSAGES.lienWaiver,
    ),
    ['files'],
  ),
  v.forward(
    v.check(
      (input) => slotsOf(input.files).has('declaration_of_intent_to_repair'),
      LOSS_DRAFT_MESSAGES.intentToRepair,
    ),
    ['files'],
  ),
);
export type LossDraftRequest = v.InferOutput<typeof lossDraftRequestSchema>;
