// Text that is not well-formed Unicode (a lone surrogate, "\ud800" in JSON) in any free-text field
// of the four servicing forms: a 400 naming the problem, nothing stored — PostgreSQL's jsonb would
// refuse it with a 500 otherwise, for anonymous callers of the public payoff too.
import { createTestApp, type TestApp } from '../test/helpers';
import { clearUploads, footprint, pdfFile } from './testing';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => Date.UTC(2026, 2, 15, 12) });
  token = await t.login('borrower@demo.test');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('servicing_requests').execute();
  await t.db.deleteFrom('mail_outbox').execute();
  clearUploads(t.uploadDir);
});

const FORMS: { url: string; signedIn: boolean; body: Record<string, unknown> }[] = [
  {
    url: '/lima/api/payoff-request',
    signedIn: false,
    body: {
      loan_number: 'LN-1004',
      property_address: '4810 Bull Creek Rd, Austin TX',
      good_through_date: '2026-03-31',
      email: 'jordan@demo.test',
      optional_email: '',
      sale_or_refinance: 'Sell',
      if_sale_then_what_is_the_estimated_sales_price: '$450,000.00',
      if_refinance_name_of_lender_and_agent_contact: '',
      updated_borrower_mailing_address: '1 Oak St\nAustin TX 78701',
      external: true,
    },
  },
  {
    url: '/lima/api/extension-request',
    signedIn: true,
    body: {
      email: 'jordan@demo.test',
      loan_number: 'LN-1004',
      borrower_name: 'Jordan Ellis',
      property_address: '4810 Bull Creek Rd',
      received_extensions: 'No',
      exit_strategy: 'List to Sell',
      reason_for_delay: 'Permitting Delays',
      delay_elaboration: 'City review took 60 days',
      monthly_payments: 'Yes',
      extension_fee: true,
      link_to_listing: 'https://listing.example/4810',
      price_plan_to_reduce: 'No',
      body: '<h2>Extension request</h2><p>Loan LN-1004</p>',
      files: [
        pdfFile('risk_hazard_policy'),
        pdfFile('risk_policy_paid_receipt'),
        pdfFile('property_tax'),
      ],
    },
  },
  {
    url: '/lima/api/capex-request',
    signedIn: true,
    body: {
      email: 'jordan@demo.test',
      loan_number: 'LN-1004',
      entity_name: 'Ellis Build Co LLC',
      date: '2026-03-10',
      name: 'Jordan Ellis',
      desc_work_completed: 'Roof replaced',
      property_address: '4810 Bull Creek Rd\nAustin TX 78731',
      mailing_address: '1 Oak St\nAustin TX 78701',
      files: [pdfFile(undefined, 'invoice.pdf')],
    },
  },
  {
    url: '/lima/api/loss-draft',
    signedIn: true,
    body: {
      loan_number: 'LN-1004',
      borrowing_entity: 'Ellis Build Co LLC',
      gurantor_name: 'Jordan Ellis',
      best_contact_number: '(512) 555-0100',
      email: 'jordan@demo.test',
      date: '2026-03-10',
      affected_property: '4810 Bull Creek Rd',
      date_of_loss: '2026-03-01',
      description_of_loss: 'Hail damage',
      claim_amount: '$25,000.50',
      files: [pdfFile('contractor_lien_waiver'), pdfFile('declaration_of_intent_to_repair')],
    },
  },
];

let address = 0;
/** Anonymous calls from a fresh address each (the public payoff's limit counts per address). */
const send = (url: string, signedIn: boolean, payload: object) =>
  signedIn
    ? t.as(token, { method: 'POST', url, payload })
    : t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++address}` });

/** Fields that are not free text: their own rule refuses anything odd with its own message. */
const NOT_FREE_TEXT = [
  'email',
  'optional_email',
  'date',
  'good_through_date',
  'date_of_loss',
  'claim_amount',
  'if_sale_then_what_is_the_estimated_sales_price',
];

/** Every text field of a form, each in turn, with a lone surrogate in it. */
const cases = FORMS.flatMap((form) =>
  Object.entries(form.body)
    .filter(([key, value]) => typeof value === 'string' && !NOT_FREE_TEXT.includes(key))
    .map(([key, value]) => [form.url, key, `${value as string}\ud800`] as const),
);

it.each(cases)('%s: broken text in %s is a 400, nothing stored', async (url, key, text) => {
  const form = FORMS.find((f) => f.url === url);
  if (!form) throw new Error(url);
  const response = await send(url, form.signedIn, { ...form.body, [key]: text });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/broken characters/);
  expect(await footprint(t)).toEqual({ requests: 0, documents: 0, mails: 0, files: 0 });
});

it.each(FORMS.map((form) => [form.url]))(
  '%s takes the same form with well-formed text',
  async (url) => {
    const form = FORMS.find((f) => f.url === url);
    if (!form) throw new Error(url);
    const response = await send(url, form.signedIn, { ...form.body });
    expect(response.statusCode).toBe(200);
  },
);
