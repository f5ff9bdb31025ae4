// The capex reimbursement form (spec §3, §5): every answer required, one to three files of the
// claim types (documents and photos), each non-empty and within the 4 MB limits.
import {
  CLAIM_FILE_EXTENSIONS,
  MAX_CAPEX_FILES,
  SERVICING_FILE_MESSAGES,
  capexRequestSchema,
  validateFields,
  type CapexRequest,
  type ServicingFile,
} from '@lender/contracts';
import { refusalOf } from '../form-kit/chosenFiles';
import type { KeptFiles } from '../form-kit/claimCheck';
import type { TextAnswers } from '../form-kit/formDraft';

export type CapexFormValues = TextAnswers<CapexRequest>;

export const emptyCapexForm = (): CapexFormValues => ({
  email: '',
  loan_number: '',
  entity_name: '',
  date: '',
  name: '',
  desc_work_completed: '',
  property_address: '',
  mailing_address: '',
});

/** What a choice of files does to the kept list: the files added, or why none was. */
export type FilesChoice = { kept: File[] } | { refused: string };

/**
 * Adds `chosen` to `kept`: more than three in all is refused whole with the spec's alert; else
 * each file in turn is checked against the ones kept before it (type, empty, 4 MB each and
 * combined), and the first refusal refuses the choice.
 */
export function addCapexFiles(kept: readonly File[], chosen: readonly File[]): FilesChoice {
  if (kept.length + chosen.length > MAX_CAPEX_FILES)
    return { refused: SERVICING_FILE_MESSAGES.maxCapexFiles };
  const next = [...kept];
  for (const file of chosen) {
    const problems = refusalOf(file, next, CLAIM_FILE_EXTENSIONS);
    if (problems.length > 0) return { refused: problems.join(' ') };
    next.push(file);
  }
  return { kept: next };
}

/** The Supporting Files, sent in the order kept. */
export const capexFiles: KeptFiles<readonly File[]> = {
  none: [],
  entries: (files) => files.map((file) => [undefined, file] as const),
};

/** The request checked as sent (free text travels as typed; only extension and payoff encode). */
export const checkCapex = (values: CapexFormValues, files: ServicingFile[]) =>
  validateFields(capexRequestSchema, { ...values, files });
