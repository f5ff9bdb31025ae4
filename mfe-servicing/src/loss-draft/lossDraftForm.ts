// The loss draft form (spec §3, §5): the claim, the four documents (the lien waiver and the
// intent to repair required), the claim amount currency formatted, and the $20,000 warning.
import {
  CLAIM_FILE_EXTENSIONS,
  LOSS_DRAFT_FILE_SLOTS,
  LOSS_DRAFT_MESSAGES,
  lossDraftRequestSchema,
  parseCurrency,
  validateFields,
  type LossDraftFileSlot,
  type LossDraftRequest,
  type ServicingFile,
} from '@lender/contracts';
import { WARNING_THRESHOLD } from '../form-kit/servicingTexts';
import { refusalOf } from '../form-kit/chosenFiles';
import type { ClaimCheck, FormErrors, KeptFiles } from '../form-kit/claimCheck';
import type { TextAnswers } from '../form-kit/formDraft';
import { filesBeside } from '../form-kit/slotFiles';

export type LossDraftFormValues = TextAnswers<LossDraftRequest>;

export const emptyLossDraftForm = (): LossDraftFormValues => ({
  loan_number: '',
  borrowing_entity: '',
  gurantor_name: '',
  best_contact_number: '',
  email: '',
  date: '',
  affected_property: '',
  date_of_loss: '',
  description_of_loss: '',
  claim_amount: '',
});

export type LossDraftFiles = Partial<Record<LossDraftFileSlot, File>>;

export const LOSS_DRAFT_SLOT_LABELS: Record<LossDraftFileSlot, string> = {
  adjusters_report: "Adjuster's Report",
  repair_estimate: 'Repair Estimate',
  contractor_lien_waiver: "Contractor's Lien Waiver",
  declaration_of_intent_to_repair: 'Declaration of Intent to Repair',
};

export const REQUIRED_SLOTS: Partial<Record<LossDraftFileSlot, string>> = {
  contractor_lien_waiver: LOSS_DRAFT_MESSAGES.lienWaiver,
  declaration_of_intent_to_repair: LOSS_DRAFT_MESSAGES.intentToRepair,
};

/** The documents chosen, sent in slot order, each naming its slot. */
export const lossDraftFiles: KeptFiles<LossDraftFiles> = {
  none: {},
  entries: (files) =>
    LOSS_DRAFT_FILE_SLOTS.flatMap((slot) => {
      const file = files[slot];
      return file ? [[slot, file] as const] : [];
    }),
};

/** The messages of the required documents not chosen, by slot. */
const missingSlotErrors = (files: LossDraftFiles): Partial<Record<LossDraftFileSlot, string>> =>
  Object.fromEntries(
    Object.entries(REQUIRED_SLOTS).filter(([slot]) => !files[slot as LossDraftFileSlot]),
  );

/**
 * The claim checked with its documents' placeholders. The documents' messages show at their own
 * slots (a missing required one's too), none under files[].
 */
export function checkLossDraft(
  values: LossDraftFormValues,
  placeholders: ServicingFile[],
  files: LossDraftFiles,
): ClaimCheck<LossDraftRequest> {
  const parsed = validateFields(lossDraftRequestSchema, { ...values, files: placeholders });
  const found: FormErrors = {
    ...(parsed.success ? {} : parsed.errors),
    ...missingSlotErrors(files),
  };
  delete found.files;
  return parsed.success && Object.keys(found).length === 0
    ? parsed
    : { success: false, errors: found };
}

/** Why `file` cannot go in `slot` beside the other slots' files ([] when it can). */
export const slotRefusal = (files: LossDraftFiles, slot: LossDraftFileSlot, file: File): string[] =>
  refusalOf(file, filesBeside(files, slot), CLAIM_FILE_EXTENSIONS);

/** True when the claim is above the threshold that needs two PDFs. */
export const claimNeedsTwoPdfs = (amount: string): boolean =>
  parseCurrency(amount) > WARNING_THRESHOLD;
