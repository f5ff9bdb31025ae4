import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTENSION_MESSAGES, EXTENSION_SUCCESS, SERVICING_FILE_MESSAGES } from '@lender/contracts';
import { MONTHLY_PAYMENTS_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { apiError, mockApi, renderAt, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { seriousViolations } from '../test-utils/axe';
import { ExtensionForm } from './ExtensionForm';

let api: ApiMock | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  signOut();
  sessionStorage.clear();
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const form = () => screen.getByRole('form', { name: 'Extension request' });

it('shows the required messages, then each exit strategy’s own', async () => {
  const user = userEvent.setup();
  renderAt(<ExtensionForm />);
  // A signed-in user's email is prefilled; cleared here to see its message.
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('jane@demo.test');
  await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  for (const message of [
    EXTENSION_MESSAGES.email,
    EXTENSION_MESSAGES.loanNumber,
    EXTENSION_MESSAGES.borrowerName,
    EXTENSION_MESSAGES.propertyAddress,
    EXTENSION_MESSAGES.exitStrategy,
    EXTENSION_MESSAGES.reasonForDelay,
    EXTENSION_MESSAGES.extensionFee,
    EXTENSION_MESSAGES.riskPolicy,
    EXTENSION_MESSAGES.riskPaidReceipt,
    EXTENSION_MESSAGES.propertyTax,
  ])
    expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getAllByText('Make a selection.')).toHaveLength(2);
  expect(await seriousViolations()).toEqual([]);

  const strategy = screen.getByLabelText(/Exit Strategy/);
  await user.selectOptions(strategy, 'List to Sell');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(EXTENSION_MESSAGES.listing)).toBeInTheDocument();
  await user.selectOptions(strategy, 'Under Contract');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(EXTENSION_MESSAGES.sellersAgreement)).toBeInTheDocument();
  expect(screen.getByText(EXTENSION_MESSAGES.closingDate)).toBeInTheDocument();
  await user.selectOptions(strategy, 'Refinance with the lender itself');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(EXTENSION_MESSAGES.salesRep)).toBeInTheDocument();
  expect(screen.getByLabelText(/Sales Rep Name/)).toBeInTheDocument();
  await user.selectOptions(strategy, 'Refinance with another lender');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(EXTENSION_MESSAGES.lenderContact)).toBeInTheDocument();
  expect(screen.getByText(EXTENSION_MESSAGES.commitmentLetter)).toBeInTheDocument();
});

it('warns when the monthly payments are not up to date, and refuses bad files at their slot', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderAt(<ExtensionForm />);
  const payments = screen.getByRole('radiogroup', { name: /monthly payments/ });
  await user.click(payments.querySelector('input[value="No"]') as HTMLElement);
  expect(screen.getByText(MONTHLY_PAYMENTS_WARNING)).toBeInTheDocument();
  const policy = screen.getByLabelText(/^Risk\/Hazard Insurance Policy/);
  await user.upload(policy, new File([''], 'empty.pdf'));
  expect(policy).toHaveAccessibleDescription(SERVICING_FILE_MESSAGES.empty);
  await user.upload(policy, new File(['x'], 'photo.png'));
  expect(policy).toHaveAccessibleDescription(SERVICING_FILE_MESSAGES.type);
  await user.upload(policy, new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.pdf'));
  expect(policy).toHaveAccessibleDescription(SERVICING_FILE_MESSAGES.tooLarge);
  await user.upload(policy, new File([new Uint8Array(3 * 1024 * 1024)], 'a.pdf'));
  const tax = screen.getByLabelText(/^Property Tax Bill/);
  await user.upload(tax, new File([new Uint8Array(2 * 1024 * 1024)], 'b.pdf'));
  expect(tax).toHaveAccessibleDescription(SERVICING_FILE_MESSAGES.combinedTooLarge);
  // A flood policy makes its paid receipt required.
  await user.upload(screen.getByLabelText(/^Flood Insurance Policy/), pdf('flood.pdf'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(EXTENSION_MESSAGES.floodPaidReceipt)).toBeInTheDocument();
  // Submit adds the slot's own message; the reason its file was refused stays.
  expect(tax).toHaveAccessibleDescription(
    `${SERVICING_FILE_MESSAGES.combinedTooLarge} ${EXTENSION_MESSAGES.propertyTax}`,
  );
});

it('sends the answers, the documents with their slots and the summary; then thanks', async () => {
  const user = userEvent.setup();
  api = mockApi({ 'POST extension-request': apiError(503, 'down') });
  renderAt(<ExtensionForm />);
  await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jordan@demo.test');
  await user.type(screen.getByLabelText(/Loan Number/), 'LN-1004');
  await user.type(screen.getByLabelText(/Borrower Name/), 'José & Co');
  await user.type(screen.getByLabelText(/Property Address/), '4810 Bull Creek Rd');
  await user.click(
    screen
      .getByRole('radiogroup', { name: /received any extensions/ })
      .querySelector('input[value="No"]') as HTMLElement,
  );
  await user.selectOptions(
    screen.getByLabelText(/Exit Strategy/),
    'Refinance with the lender itself',
  );
  await user.selectOptions(screen.getByLabelText(/Reason for Delay/), 'Permitting Delays');
  await user.type(screen.getByLabelText(/Sales Rep Name/), 'Dana Sales');
  await user.click(
    screen
      .getByRole('radiogroup', { name: /applied to refinance/ })
      .querySelector('input[value="Yes"]') as HTMLElement,
  );
  await user.type(screen.getByLabelText(/Expected Closing Date/), '2026-05-01');
  await user.click(
    screen
      .getByRole('radiogroup', { name: /monthly payments/ })
      .querySelector('input[value="Yes"]') as HTMLElement,
  );
  await user.upload(screen.getByLabelText(/^Risk\/Hazard Insurance Policy/), pdf('policy.pdf'));
  await user.upload(screen.getByLabelText(/^Risk\/Hazard Policy Paid Receipt/), pdf('receipt.pdf'));
  await user.upload(screen.getByLabelText(/^Property Tax Bill/), pdf('tax.pdf'));
  await user.click(screen.getByRole('checkbox', { name: /extension fee/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SERVICING_FAILURE_MESSAGES.extension);

  api.restore();
  api = mockApi({
    'POST extension-request': { body: { success: true, message: EXTENSION_SUCCESS } },
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(EXTENSION_SUCCESS)).toBeInTheDocument();
  const sent = api.last().body as Record<string, unknown>;
  expect(sent).toMatchObject({
    borrower_name: 'Jos&#233; &#38; Co',
    exit_strategy: 'Refinance with the lender itself',
    lenders_contact_information: 'Dana Sales',
    applied_to_refinance: 'Yes',
    extension_fee: true,
    link_to_listing: '',
    files: [
      { fileName: 'policy.pdf', fileData: btoa('%PDF-1.4'), field: 'risk_hazard_policy' },
      { fileName: 'tax.pdf', fileData: btoa('%PDF-1.4'), field: 'property_tax' },
      { fileName: 'receipt.pdf', fileData: btoa('%PDF-1.4'), field: 'risk_policy_paid_receipt' },
    ],
  });
  expect(sent.body).toContain('<tr><th>Sales Rep Name</th><td>Dana Sales</td></tr>');
  expect(form).toThrow(); // the form gave way to the thank-you view
});

it('is disabled for an employee viewing the account', () => {
  signIn({ employeeToken: 'employee-token' });
  renderAt(<ExtensionForm />);
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
});
