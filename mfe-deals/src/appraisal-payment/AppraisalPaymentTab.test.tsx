import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import {
  apiError,
  mockApi,
  signIn,
  signOut,
  type ApiMock,
  type ApiReply,
} from '@lender/shared/testing';
import { inProcessDealDetail as dealDetail } from '../test-utils/dealDetail';
import AppraisalPaymentTab, { APPRAISAL_NOT_DUE } from './AppraisalPaymentTab';

let api: ApiMock | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  api = undefined;
  resetRuntimeConfig();
  signOut();
});

const NEXT_YEAR = String(new Date().getFullYear() + 1);
const approved: ApiReply = { body: { success: true, message: 'Approved' } };

const renderTab = (overrides: Parameters<typeof dealDetail>[0] = {}) => {
  const user = userEvent.setup();
  render(
    <AppraisalPaymentTab
      deal={dealDetail({
        id: 'deal-9',
        appraisal_amount: 650,
        // Pending Payment: ordered, not paid (the only status with a fee to pay).
        appraisal: { OrderedDate: '2026-01-01', CompletedDate: null, Paid: 'false' },
        ...overrides,
      })}
    />,
  );
  return user;
};

/** A field by its label, whose required mark (*) is not part of its name. */
const byLabel = (label: string) => (content: string) => content.replace(/\*$/, '') === label;
const field = (label: string) => screen.getByLabelText(byLabel(label));
const queryField = (label: string) => screen.queryByLabelText(byLabel(label));

const submitButton = () => screen.getByRole('button', { name: /^Pay|Processing/ });

async function fillForm(user: ReturnType<typeof userEvent.setup>, cardNumber = '4242424242424242') {
  await user.type(field('First Name'), 'Jane');
  await user.type(field('Last Name'), 'Doe');
  await user.type(field('Company'), 'Doe Holdings LLC');
  await user.type(field('Address'), '1 Main St');
  await user.type(field('City'), 'Austin');
  await user.selectOptions(field('State'), 'TX');
  await user.type(field('Zip'), '78701');
  await user.type(field('Email'), 'jane@demo.test');
  await user.type(field('Phone'), '512-555-0100');
  await user.type(field('Card Number'), cardNumber);
  await user.selectOptions(field('Expiration Month'), '12');
  await user.selectOptions(field('Expiration Year'), NEXT_YEAR);
  await user.type(field('CVC'), '123');
}

describe('AppraisalPaymentTab', () => {
  it('says card payment is not available when the flag is off', () => {
    setRuntimeConfig({ flags: { appraisalPaymentEnabled: false } });
    renderTab();
    expect(screen.getByText(/Card payment is not available/)).toBeInTheDocument();
    expect(queryField('Card Number')).not.toBeInTheDocument();
  });

  it('says the fee is paid instead of showing the form', () => {
    renderTab({ appraisal: { OrderedDate: '2026-01-01', CompletedDate: null, Paid: 'true' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The appraisal fee for this deal has been paid.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows no amount and no card form while the appraisal is Needed (not ordered), and says why', () => {
    renderTab({ appraisal: { OrderedDate: null, CompletedDate: null, Paid: 'false' } });
    expect(screen.getByRole('status')).toHaveTextContent(APPRAISAL_NOT_DUE.Needed);
    expect(screen.queryByText(/Amount due/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no card form once the appraisal is completed', () => {
    renderTab({
      appraisal: { OrderedDate: '2026-01-01', CompletedDate: '2026-02-01', Paid: 'false' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(APPRAISAL_NOT_DUE.Completed);
    expect(screen.queryByText(/Amount due/)).not.toBeInTheDocument();
  });

  it('shows the amount due and labels every input; the states follow with their list', async () => {
    renderTab();
    expect(screen.getByText('Amount due:')).toHaveTextContent('Amount due: $650.00');
    const form = screen.getByRole('form', { name: 'Appraisal fee payment' });
    for (const control of form.querySelectorAll('input, select')) {
      expect(control).toHaveAccessibleName();
    }
    expect(await screen.findByRole('option', { name: 'Texas' })).toBeInTheDocument();
  });

  it("says '{label} is required.' under each empty field but Address 2, and calls nothing", async () => {
    api = mockApi({});
    const user = renderTab();
    await user.click(submitButton());
    for (const [label, message] of [
      ['First Name', 'First Name is required.'],
      ['Last Name', 'Last Name is required.'],
      ['Address', 'Address is required.'],
      ['City', 'City is required.'],
      ['State', 'State is required.'],
      ['Zip', 'Zip is required.'],
      ['Company', 'Company is required.'],
      ['Email', 'Email is required.'],
      ['Phone', 'Phone is required.'],
      ['Card Number', 'Card Number is required.'],
      ['Expiration Month', 'Expiration Month is required.'],
      ['Expiration Year', 'Expiration Year is required.'],
      ['CVC', 'CVC is required.'],
    ] as const) {
      const control = field(label);
      expect(control).toHaveAccessibleDescription(message);
      expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Address 2')).not.toHaveAttribute('aria-invalid');
    expect(field('First Name')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('detects the brand and formats the number as typed; amex takes a 4-digit CVC', async () => {
    const user = renderTab();
    const number = field('Card Number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(field('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242-4242-4242-4242');
    expect(number).toHaveAccessibleDescription('Card type: Visa');
    await user.type(field('CVC'), '1234');
    expect(field('CVC')).toHaveValue('123');

    await user.clear(number);
    await user.clear(field('CVC'));
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782-822463-10005');
    expect(number).toHaveAccessibleDescription('Card type: American Express');
    await user.type(field('CVC'), '1234');
    expect(field('CVC')).toHaveValue('1234');
  });

  it('keeps zip to 5 digits, and asks for a state by name outside the United States', async () => {
    const user = renderTab();
    await user.type(field('Zip'), '78a7012');
    expect(field('Zip')).toHaveValue('78701');
    expect(field('State').tagName).toBe('SELECT');
    expect(field('Country')).toHaveValue('United States');
    await user.selectOptions(field('Country'), 'Canada');
    expect(field('State').tagName).toBe('INPUT');
    const years = within(field('Expiration Year')).getAllByRole('option');
    expect(years).toHaveLength(11); // 'Year' and the next 10
  });

  it('submits the §3 payload with an idempotency key, busy meanwhile, then succeeds', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    api = mockApi({
      'POST process-chargent-order': () => new Promise<ApiReply>((resolve) => (answer = resolve)),
    });
    const user = renderTab();
    await fillForm(user);
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    expect(api.last().body).toEqual({
      FirstName: 'Jane',
      LastName: 'Doe',
      Address: '1 Main St',
      Address2: '',
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      Country: 'United States of America',
      Company: 'Doe Holdings LLC',
      Email: 'jane@demo.test',
      Phone: '5125550100',
      CardNumber: '4242424242424242',
      ExpMonth: '12',
      ExpYear: NEXT_YEAR,
      CardSecurity: '123',
      dealId: 'deal-9',
      CardType: 'visa',
    });
    expect(api.last().headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    answer(approved);
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction successful.');
    expect(field('Card Number')).toHaveValue('');
    expect(field('CVC')).toHaveValue('');
    expect(submitButton()).toBeEnabled();
  });

  it("shows 'Transaction failed.' with the gateway's message", async () => {
    api = mockApi({
      'POST process-chargent-order': { body: { success: false, message: 'Card declined.' } },
    });
    const user = renderTab();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transaction failed. Card declined.',
    );
    expect(field('Card Number')).toHaveValue('4242-4242-4242-4242');
  });

  it("shows the server's words when it refuses the attempt, with a fresh key next time", async () => {
    const replies: ApiReply[] = [
      apiError(409, 'The appraisal fee for this deal has already been paid.'),
      apiError(500, 'Gateway unavailable'),
    ];
    api = mockApi({ 'POST process-chargent-order': () => replies.shift() ?? approved });
    const user = renderTab();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transaction failed. The appraisal fee for this deal has already been paid.',
    );
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Transaction failed\.$/),
    );
    const [refused, failed] = api.calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(failed).not.toBe(refused);
  });

  it('reuses the key when the same attempt is re-sent after a network failure', async () => {
    const replies: ApiReply[] = [new TypeError('fetch failed'), approved, approved];
    api = mockApi({ 'POST process-chargent-order': () => replies.shift() ?? approved });
    const user = renderTab();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Transaction failed\.$/);

    await user.click(submitButton());
    expect(await screen.findByText('Transaction successful.')).toBeInTheDocument();
    const [first, retry] = api.calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(retry).toBe(first);

    // A new attempt (the card typed again) gets a new key.
    await user.type(field('Card Number'), '4242424242424242');
    await user.type(field('CVC'), '123');
    await user.click(submitButton());
    await waitFor(() => expect(api?.calls).toHaveLength(3));
    expect(api.calls[2]?.headers.get('Idempotency-Key')).not.toBe(first);
  });

  it('sends one request for a double submit', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    api = mockApi({
      'POST process-chargent-order': () => new Promise<ApiReply>((resolve) => (answer = resolve)),
    });
    const user = renderTab();
    await fillForm(user);
    await user.dblClick(submitButton());
    await user.keyboard('{Enter}');
    answer(approved);
    expect(await screen.findByText('Transaction successful.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('is disabled in employee mode, with the reason', () => {
    signIn({ employeeToken: 'employee-token' });
    renderTab();
    expect(
      screen.getByText(/cannot be made while you are viewing another user/),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Card payments cannot be made while you are viewing another user’s account.',
    );
    expect(field('Card Number')).toBeDisabled();
    expect(
      screen.getByRole('group', { name: '', description: /^Card payments cannot be made/ }),
    ).toBeInTheDocument();
  });
});
