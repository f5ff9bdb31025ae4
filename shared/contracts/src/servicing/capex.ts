// POST capex-request: a capex reimbursement with up to three files.
import * as v from 'valibot';
import { loanNumberField, emailField } from '../fields';
import {
  MAX_CAPEX_FILES,
  SERVICING_FILE_MESSAGES,
  date,
  required,
  requiredLong,
  servicingFileSchema,
} from './common';

export const CAPEX_MESSAGES = {
  email: 'Enter a valid email address.',
  loanNumber: 'Loan number is required.',
  entityName: 'Entity name is required.',
  date: 'Date is required.',
  name: 'Name is required.',
  description: 'Description of work completed is required.',
  propertyAddress: 'Property address is required.',
  mailingAddress: 'Mailing address is required.',
  files: 'At least one file is required.',
  success: 'Your capex reimbursement request has been received.',
} as const;

export const capexRequestSchema = v.object({
  email: emailField(CAPEX_MESSAGES.email),
  loan_number: loanNumberField(CAPEX_MESSAGES.loanNumber, 50),
  entity_name: required(CAPEX_MESSAGES.entityName),
  date: date(CAPEX_MESSAGES.date),
  name: required(CAPEX_MESSAGES.name),
  desc_work_completed: requiredLong(CAPEX_MESSAGES.description),
  property_address: requiredLong(CAPEX_MESSAGES.propertyAddress),
  mailing_address: requiredLong(CAPEX_MESSAGES.mailingAddress),
  files: v.pipe(
    v.optional(v.array(servicingFileSchema, 'files must be a list of files.'), []),
    v.minLength(1, CAPEX_MESSAGES.files),
    v.maxLength(MAX_CAPEX_FILES, SERVICING_FILE_MESSAGES.maxCapexFiles),
  ),
});
export type CapexRequest = v.InferOutput<typeof capexRequestSchema>;
