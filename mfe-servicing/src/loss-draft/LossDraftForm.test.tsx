import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOSS_DRAFT_MESSAGES, SERVICING_FILE_MESSAGES } from '@lender/contracts';
import { CLAIM_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { apiError, mockApi, renderAt, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { EMPLOYEE_SUBMIT_NOTE } from '../form-kit/SubmitArea';
import { seriousViolations } from '../test-utils/axe';
import { LossDraftForm } from './LossDraftForm';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  signOut();
  sessionStorage.clear();
});

const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Loan Number/), 'LN-1004');
  await user.type(screen.getByLabelText(/Borrowing Entity/), 'Ellis Build Co LLC');
  await user.type(screen.getByLabelText(/Guarantor Name/), 'Jordan Ellis');
  await user.type(screen.getByLabelText(/Best Contact Number/), '5125550187');
  await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jordan@demo.test');
  await user.type(screen.getByLabelText(/^Date\W*$/), '2026-03-15');
  await user.type(screen.getByLabelText(/Affected Property/), '4810 Bull Creek Rd');
  await user.type(screen.getByLabelText(/Date of Loss/), '2026-03-01');
  await user.type(screen.getByLabelText(/Description of Loss/), 'Hail damage to the roof');
  await user.type(screen.getByLabelText(/Claim Amount/), '25000');
  await user.tab();
}

it('shows every message, the documents’ own at their slots', async () => {
  signIn();
  const user = userEvent.setup();
  renderAt(<LossDraftForm />);
  // A signed-in user's email is prefilled; cleared here to see its message.
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('jane@demo.test');
  await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  for (const message of [
    LOSS_DRAFT_MESSAGES.loanNumber,
    LOSS_DRAFT_MESSAGES.borrowingEntity,
    LOSS_DRAFT_MESSAGES.guarantor,
    LOSS_DRAFT_MESSAGES.phone,
    LOSS_DRAFT_MESSAGES.email,
    LOSS_DRAFT_MESSAGES.date,
    LOSS_DRAFT_MESSAGES.affectedProperty,
    LOSS_DRAFT_MESSAGES.dateOfLoss,
    LOSS_DRAFT_MESSAGES.description,
    LOSS_DRAFT_MESSAGES.claimAmountRequired,
    LOSS_DRAFT_MESSAGES.lienWaiver,
    LOSS_DRAFT_MESSAGES.intentToRepair,
  ])
    expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(/Contractor's Lien Waiver/)).toHaveAccessibleDescription(
    LOSS_DRAFT_MESSAGES.lienWaiver,
  );
  expect(await seriousViolations()).toEqual([]);
});

it('formats the phone and the claim, warns above $20,000, refuses a bad file at its slot', async () => {
  signIn();
  const user = userEvent.setup({ applyAccept: false });
  renderAt(<LossDraftForm />);
  await user.type(screen.getByLabelText(/Best Contact Number/), '5125550187');
  expect(screen.getByLabelText(/Best Contact Number/)).toHaveValue('512-555-0187');
  await user.type(screen.getByLabelText(/Claim Amount/), '20000');
  await user.tab();
  expect(screen.getByLabelText(/Claim Amount/)).toHaveValue('$20,000.00');
  expect(screen.queryByText(CLAIM_WARNING)).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Claim Amount/));
  await user.type(screen.getByLabelText(/Claim Amount/), '20000.01');
  expect(screen.getByText(CLAIM_WARNING)).toBeInTheDocument();
  await user.upload(screen.getByLabelText(/Repair Estimate/), new File([''], 'estimate.pdf'));
  expect(screen.getByLabelText(/Repair Estimate/)).toHaveAccessibleDescription(
    SERVICING_FILE_MESSAGES.empty,
  );
});

it('sends each document with its slot, then thanks; a failure shows the loss-draft text', async () => {
  signIn();
  const user = userEvent.setup();
  api = mockApi({ 'POST loss-draft': apiError(400, 'Loan number is required.') });
  renderAt(<LossDraftForm />);
  await fillIn(user);
  await user.upload(screen.getByLabelText(/Contractor's Lien Waiver/), pdf('waiver.pdf'));
  await user.upload(screen.getByLabelText(/Declaration of Intent to Repair/), pdf('intent.pdf'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  // Verbatim, with the two spaces of §8.
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `${SERVICING_FAILURE_MESSAGES.lossDraft} Loan number is required.`,
    { normalizeWhitespace: false },
  );
  api.restore();
  api = mockApi({
    'POST loss-draft': { body: { success: true, message: LOSS_DRAFT_MESSAGES.success } },
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(LOSS_DRAFT_MESSAGES.success)).toBeInTheDocument();
  expect(api.last().body).toMatchObject({
    best_contact_number: '5125550187',
    claim_amount: '$25,000.00',
    files: [
      { fileName: 'waiver.pdf', fileData: btoa('%PDF-1.4 x'), field: 'contractor_lien_waiver' },
      {
        fileName: 'intent.pdf',
        fileData: btoa('%PDF-1.4 x'),
        field: 'declaration_of_intent_to_repair',
      },
    ],
  });
});

it('is disabled for an employee viewing the account', () => {
  signIn({ employeeToken: 'employee-token' });
  renderAt(<LossDraftForm />);
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent(EMPLOYEE_SUBMIT_NOTE);
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(
    EMPLOYEE_SUBMIT_NOTE,
  );
});
