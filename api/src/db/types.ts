// Kysely table types. Drivers are configured (see dialect.ts) so that `date` columns read as
// 'YYYY-MM-DD' strings, `numeric` as numbers, `int8` as numbers and `timestamptz` as Date.
import type { ColumnType, Generated } from 'kysely';

/** timestamptz that must be given on insert. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a default (now()); may be given on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A `date` column: read as 'YYYY-MM-DD'. */
type DateText = string;
type Money = number;
type Json = ColumnType<unknown, string, string>;

export interface RepsTable {
  id: Generated<string>;
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  image: string | null;
  created_at: CreatedAt;
}

interface AccountsTable {
  id: Generated<string>;
  email: string;
  name: string;
  password_hash: string | null;
  account_type: string;
  is_lead: Generated<boolean>;
  phone: string | null;
  billing_street: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_zip: string | null;
  rep_id: string | null;
  /** The last four digits of the borrower's SSN (lookup-loan matches against them). */
  ssn_last4: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface AuthTokensTable {
  id: string;
  account_id: string;
  purpose: 'reset' | 'setup';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** When a pending row may next be tried. */
  next_attempt_at: CreatedAt;
}

interface AuditLogTable {
  id: Generated<number>;
  account_id: string | null;
  actor_id: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  details: Json & Generated<unknown>;
  ip: string | null;
  created_at: CreatedAt;
}

interface SessionsTable {
  id: string;
  account_id: string;
  /** The employee viewing this account (impersonation), else null. */
  actor_id: string | null;
  /** Impersonation: the employee's own session, which this one lives and ends with. */
  parent_id: string | null;
  /** The sign-in time (an impersonation session keeps its employee's). */
  created_at: Timestamp;
  /** Written at most once a minute per session. */
  last_seen_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
}

interface SignInFailuresTable {
  /** SHA-256 (hex) of the submitted address, trimmed and lower-cased: an account's or not. */
  login_key: string;
  /** A client address, or '*' for the account's failures from every address. */
  scope: string;
  failures: number;
  last_failure_at: Timestamp;
}

interface BorrowingEntitiesTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  created_at: CreatedAt;
}

export interface LocsTable {
  id: Generated<string>;
  borrowing_entity_id: string;
  name: string;
  loc_status: string | null;
  sales_loc_status: string | null;
  entity_milestone: string | null;
  application_receipt: string | null;
  amount: Money | null;
  created_at: CreatedAt;
}

export interface LocChecklistItemsTable {
  id: Generated<string>;
  loc_id: string;
  name: string;
  status: Generated<string>;
  sort_order: Generated<number>;
}

export interface UnderwritingsTable {
  id: Generated<string>;
  loc_id: string;
  name: string;
  status: string | null;
  created_at: CreatedAt;
}

export interface DealsTable {
  id: Generated<string>;
  account_id: string;
  borrowing_entity_id: string | null;
  rep_id: string | null;
  nickname: string | null;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  loan_number: string | null;
  number: string | null;
  product: string | null;
  product_type: string | null;
  type: string | null;
  property_type: string | null;
  status: string;
  status_date: DateText | null;
  /** Generated: status = 'Funded'. */
  funded: ColumnType<boolean, never, never>;
  loan_amount: Money | null;
  amount: Money | null;
  rate: number | null;
  maturity_date: DateText | null;
  loan_sign_date: DateText | null;
  next_payment_date: DateText | null;
  principal_balance: Money | null;
  t_i_escrow_balance: Money | null;
  suspense_balance: Money | null;
  interest_reserves: Money | null;
  legal_name: string | null;
  remaining_escrow: Money | null;
  construction: Generated<boolean>;
  borrowing_entity_name: string | null;
  appraisal_ordered_date: DateText | null;
  appraisal_completed_date: DateText | null;
  appraisal_paid: Generated<boolean>;
  appraisal_amount: Money | null;
  title_ordered_date: DateText | null;
  title_completed_date: DateText | null;
  inspection_ordered_date: DateText | null;
  inspection_completed_date: DateText | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface BrokerDealsTable {
  account_id: string;
  deal_id: string;
  created_at: CreatedAt;
}

export interface PropertiesTable {
  id: Generated<string>;
  deal_id: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  property_type: string | null;
}

export interface DealMembersTable {
  id: Generated<string>;
  deal_id: string;
  firstname: string;
  lastname: string;
  email: string | null;
  role: string;
  status: string;
}

interface BudgetsTable {
  id: Generated<string>;
  deal_id: string;
  created_at: CreatedAt;
}

export interface BudgetSublotsTable {
  id: Generated<string>;
  budget_id: string;
  sublot: string;
  sublot_name: string;
  sort_order: Generated<number>;
}

export interface BudgetItemsTable {
  id: Generated<string>;
  sublot_id: string;
  code: string;
  name: string;
  budget: Generated<Money>;
  invoiced: Generated<Money>;
  sort_order: Generated<number>;
}

export interface UploadedBudgetsTable {
  id: Generated<string>;
  deal_id: string;
  file_name: string;
  storage_key: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: CreatedAt;
  content_type: string | null;
  sha256: string | null;
}

interface BeneficiariesTable {
  id: Generated<string>;
  account_id: string;
  bank_account_name: string;
  bank_account_number: string;
  bank_account_type: string;
  bank_instructions: string;
  bank_name: string;
  bank_routing_number: string;
  account_address_street: string;
  account_address_city: string;
  account_address_state: string;
  account_address_zip: string;
  created_at: CreatedAt;
  /** Insertion order: breaks created_at ties. */
  seq: Generated<number>;
}

export interface DrawsTable {
  id: Generated<string>;
  deal_id: string;
  project_name: string | null;
  /** '' means pending (not complete). */
  status: Generated<string>;
  draw_date: DateText;
  lockbox_access_code: string | null;
  beneficiary_id: string | null;
  inspection_start_date: DateText | null;
  inspection_end_date: DateText | null;
  requested_by: string | null;
  created_at: CreatedAt;
}

export interface DrawItemsTable {
  id: Generated<string>;
  draw_id: string;
  budget_item_id: string | null;
  sublot: string | null;
  code: string;
  name: string;
  amount: Money;
}

export interface PaymentsTable {
  id: Generated<string>;
  deal_id: string;
  source_type: string;
  reference: string | null;
  date_received: DateText | null;
  due_date: DateText | null;
  total_amount: Generated<Money>;
  to_principal: Generated<Money>;
  to_interest: Generated<Money>;
  late_charge: Generated<Money>;
  to_late_charge: Generated<Money>;
  to_impound: Generated<Money>;
  to_reserve: Generated<Money>;
  to_charges_principal: Generated<Money>;
  to_prepay: Generated<Money>;
  to_other_payments: Generated<Money>;
  loan_balance: Money | null;
  notes: string | null;
  created_at: CreatedAt;
}

interface ServicingRequestsTable {
  id: Generated<string>;
  account_id: string | null;
  deal_id: string | null;
  kind: 'payoff' | 'extension' | 'capex' | 'loss-draft';
  loan_number: string | null;
  email: string | null;
  payload: Json;
  status: Generated<string>;
  created_at: CreatedAt;
  fee_applies: Generated<boolean>;
  seq: Generated<string>;
}

export interface DocumentsTable {
  id: Generated<string>;
  deal_id: string | null;
  loc_id: string | null;
  servicing_request_id: string | null;
  uploaded_by: string | null;
  name: string;
  storage_key: string;
  content_type: string | null;
  size_bytes: number;
  sha256: string | null;
  created_at: CreatedAt;
}

interface CardTransactionsTable {
  id: Generated<string>;
  account_id: string | null;
  deal_id: string | null;
  purpose: Generated<string>;
  brand: string;
  last4: string;
  amount: Money;
  currency: Generated<string>;
  status: 'pending' | 'succeeded' | 'failed';
  gateway: string;
  gateway_ref: string | null;
  message: string | null;
  /** The client's Idempotency-Key; unique per account. */
  idempotency_key: string | null;
  /** HMAC of the request's details (the card's number included, its CVC not): see charge.ts. */
  request_hash: string | null;
  created_at: CreatedAt;
}

/** A customer linked to a loan besides its owner (added with Add My Loan). */
interface DealAccountsTable {
  deal_id: string;
  account_id: string;
  created_at: CreatedAt;
}

/** A loan a lookup matched for the account; add-loan may link it until expires_at. */
interface LoanLookupMatchesTable {
  account_id: string;
  deal_id: string;
  expires_at: Timestamp;
}

interface LoanLookupFailuresTable {
  account_id: string;
  failures: number;
  window_start: Timestamp;
}

interface ClientErrorsTable {
  id: Generated<string>;
  trace_id: string;
  remote: string;
  version: string | null;
  kind: string;
  message: string;
  path: string;
  account_id: string | null;
  created_at: CreatedAt;
}

/** One page load a browser reported, with the vitals it measured (none outside the sample). */
interface ClientVitalsTable {
  id: Generated<string>;
  remote: string;
  version: string | null;
  page: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  created_at: CreatedAt;
}

interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_start: Timestamp;
}

export interface Database {
  reps: RepsTable;
  accounts: AccountsTable;
  auth_tokens: AuthTokensTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  borrowing_entities: BorrowingEntitiesTable;
  locs: LocsTable;
  loc_checklist_items: LocChecklistItemsTable;
  underwritings: UnderwritingsTable;
  deals: DealsTable;
  broker_deals: BrokerDealsTable;
  properties: PropertiesTable;
  deal_members: DealMembersTable;
  budgets: BudgetsTable;
  budget_sublots: BudgetSublotsTable;
  budget_items: BudgetItemsTable;
  uploaded_budgets: UploadedBudgetsTable;
  beneficiaries: BeneficiariesTable;
  draws: DrawsTable;
  draw_items: DrawItemsTable;
  payments: PaymentsTable;
  servicing_requests: ServicingRequestsTable;
  documents: DocumentsTable;
  card_transactions: CardTransactionsTable;
  deal_accounts: DealAccountsTable;
  loan_lookup_matches: LoanLookupMatchesTable;
  loan_lookup_failures: LoanLookupFailuresTable;
  client_errors: ClientErrorsTable;
  client_vitals: ClientVitalsTable;
  rate_limit_hits: RateLimitHitsTable;
}
