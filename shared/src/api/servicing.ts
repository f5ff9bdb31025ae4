// Servicing request submissions: payoff, extension, capex, loss draft (spec §7). Each answers
// success or failure; a failure (HTTP error or `success: false`) throws ApiError.
import { postJson } from './client';
import { expectSuccess, type SuccessResponse } from './responses';

/** A file attached to a servicing request. */
export interface UploadedFile {
  /** base64 */
  fileData: string;
  fileName: string;
}

export interface PayoffRequestPayload {
  loan_number: string;
  property_address: string;
  /** YYYY-MM-DD, at most 30 days out. */
  good_through_date: string;
  email: string;
  optional_email: string;
  sale_or_refinance: 'Sell' | 'Refinance' | string;
  if_sale_then_what_is_the_estimated_sales_price: string;
  if_refinance_name_of_lender_and_agent_contact: string;
  updated_borrower_mailing_address: string;
  /** True for the public form at /applications/payoff-request. */
  external: boolean;
}

export interface ExtensionRequestPayload {
  email: string;
  loan_number: string;
  borrower_name: string;
  property_address: string;
  received_extensions: string;
  exit_strategy: string;
  reason_for_delay: string;
  delay_elaboration: string;
  expected_completion_date: string;
  monthly_payments: string;
  extension_fee: string;
  link_to_listing: string;
  price_reductions_30_days: string;
  price_plan_to_reduce: string;
  price_expected_reduction_date: string;
  expected_closing_date: string;
  contract_reason_for_delay: string;
  lenders_contact_information: string;
  applied_to_refinance: string;
  /** approval_commitment_letter, risk_hazard_policy, flood_policy, paid_receipt, property_tax, ... */
  files: UploadedFile[];
  /** HTML summary of the answers. */
  body: string;
}

export interface CapexRequestPayload {
  email: string;
  loan_number: string;
  entity_name: string;
  date: string;
  name: string;
  desc_work_completed: string;
  files: UploadedFile[];
  /** The property address block, as text. */
  property_address: string;
  /** The mailing address block, as text. */
  mailing_address: string;
}

export interface LossDraftPayload {
  loan_number: string;
  borrowing_entity: string;
  /** (sic) the wire name. */
  gurantor_name: string;
  best_contact_number: string;
  email: string;
  date: string;
  affected_property: string;
  date_of_loss: string;
  description_of_loss: string;
  claim_amount: string;
  /** Adjuster's report, repair estimate, contractor lien waiver, declaration of intent to repair. */
  files: UploadedFile[];
}

const submit = async (path: string, payload: object): Promise<SuccessResponse> =>
  expectSuccess((await postJson<SuccessResponse | undefined>(path, payload)) ?? { success: true });

/** POST payoff-request (with the external flag). */
export const submitPayoffRequest = (payload: PayoffRequestPayload): Promise<SuccessResponse> =>
  submit('payoff-request', payload);

/** POST extension-request. */
export const submitExtensionRequest = (
  payload: ExtensionRequestPayload,
): Promise<SuccessResponse> => submit('extension-request', payload);

/** POST capex-request. */
export const submitCapexRequest = (payload: CapexRequestPayload): Promise<SuccessResponse> =>
  submit('capex-request', payload);

/** POST loss-draft. */
export const submitLossDraft = (payload: LossDraftPayload): Promise<SuccessResponse> =>
  submit('loss-draft', payload);
