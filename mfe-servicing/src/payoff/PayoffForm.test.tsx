import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYOFF_MESSAGES, maxGoodThroughDate, toIsoDate } from '@lender/contracts';
import { SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { apiError, mockApi, renderAt, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { useSession } from '@lender/shared';
import { EMPLOYEE_SUBMIT_NOTE } from '../form-kit/SubmitArea';
import { seriousViolations } from '../test-utils/axe';
import { PayoffForm } from './PayoffForm';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  signOut();
  sessionStorage.clear();
});

const today = toIsoDate(new Date());
const answered = { success: true, feeApplies: false, message: PAYOFF_MESSAGES.success };

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Loan Number/), 'LN-1004');
  await user.type(screen.getByLabelText(/Good Through Date/), today);
  await user.type(screen.getByLabelText(/Property Address/), 'Café 12 <Main> & Elm');
  await user.clear(screen.getByLabelText(/^Email/));
  await user.type(screen.getByLabelText(/^Email/), 'jordan@demo.test');
  await user.click(screen.getByRole('radio', { name: 'Sell' }));
  await user.type(screen.getByLabelText(/estimated sales price/), '450000');
  await user.tab();
  await user.type(screen.getByLabelText(/Mailing Address/), '1 Oak St');
}

it('shows every required message, the branch’s own, and focuses the first', async () => {
  signIn();
  const user = userEvent.setup();
  renderAt(<PayoffForm external={false} />);
  // A signed-in user's email is prefilled; cleared here to see its message.
  expect(screen.getByLabelText(/^Email/)).toHaveValue('jane@demo.test');
  await user.clear(screen.getByLabelText(/^Email/));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  for (const message of [
    PAYOFF_MESSAGES.loanNumber,
    PAYOFF_MESSAGES.propertyAddress,
    PAYOFF_MESSAGES.goodThrough,
    PAYOFF_MESSAGES.email,
    PAYOFF_MESSAGES.saleOrRefinance,
    PAYOFF_MESSAGES.mailingAddress,
  ])
    expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(/Loan Number/)).toHaveFocus();

  await user.click(screen.getByRole('radio', { name: 'Refinance' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(PAYOFF_MESSAGES.lenderContact)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Sell' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(PAYOFF_MESSAGES.salesPrice)).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});

it('takes the spec’s answer, success alone: thanks with the spec’s message and no fee line', async () => {
  signIn();
  api = mockApi({ 'POST payoff-request': { body: { success: true } } });
  const user = userEvent.setup();
  renderAt(<PayoffForm external={false} />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Thank You' })).toHaveFocus();
  expect(screen.getByText(PAYOFF_MESSAGES.success)).toBeInTheDocument();
  expect(screen.queryByText(/fee/)).toBeNull();
  expect(screen.queryByText(/error/i)).toBeNull();
});

it('limits the good-through date to 30 days out', async () => {
  signIn();
  renderAt(<PayoffForm external={false} />);
  const date = screen.getByLabelText(/Good Through Date/);
  expect(date).toHaveAttribute('max', maxGoodThroughDate(today));
  await userEvent.type(date, '2099-01-01');
  expect(date).toHaveValue(maxGoodThroughDate(today));
});

it('sends the request encoded, reads Processing... meanwhile, then thanks with the server’s message', async () => {
  signIn();
  let answer: (() => void) | undefined;
  api = mockApi({
    'POST payoff-request': () =>
      new Promise((resolve) => {
        answer = () =>
          resolve({ body: { ...answered, feeApplies: true, message: 'Fee applies.' } });
      }),
  });
  const user = userEvent.setup();
  renderAt(<PayoffForm external={false} />);
  await fillIn(user);
  expect(screen.getByLabelText(/estimated sales price/)).toHaveValue('$450,000.00');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  await act(async () => answer?.());
  expect(await screen.findByRole('heading', { name: 'Thank You' })).toHaveFocus();
  expect(screen.getByText('Fee applies.')).toBeInTheDocument();
  expect(api.callsTo('POST payoff-request')).toHaveLength(1);
  expect(api.last().body).toMatchObject({
    loan_number: 'LN-1004',
    property_address: 'Caf&#233; 12 &#60;Main&#62; &#38; Elm',
    good_through_date: today,
    sale_or_refinance: 'Sell',
    if_sale_then_what_is_the_estimated_sales_price: '$450,000.00',
    if_refinance_name_of_lender_and_agent_contact: '',
    external: false,
  });
  expect(screen.getByRole('link', { name: 'Back to Servicing Requests' })).toBeInTheDocument();
  expect(sessionStorage.length).toBe(0);
});

it('shows the spec’s failure text, with the server’s reason when it refused', async () => {
  api = mockApi({ 'POST payoff-request': apiError(500, 'boom') });
  const user = userEvent.setup();
  renderAt(<PayoffForm external />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SERVICING_FAILURE_MESSAGES.payoff);
  expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
  expect(api.last().authorization).toBeNull();
  expect(api.last().body).toMatchObject({ external: true });

  api.restore();
  api = mockApi({ 'POST payoff-request': apiError(429, 'Too many payoff requests.') });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `${SERVICING_FAILURE_MESSAGES.payoff} Too many payoff requests.`,
  );
  // Nothing typed is lost.
  expect(screen.getByLabelText(/Loan Number/)).toHaveValue('LN-1004');
});

it('keeps unfinished answers across a remount (a reload), per user', async () => {
  signIn();
  const first = renderAt(<PayoffForm external={false} />);
  await userEvent.type(screen.getByLabelText(/Loan Number/), 'LN-77');
  first.unmount();
  renderAt(<PayoffForm external={false} />);
  expect(screen.getByLabelText(/Loan Number/)).toHaveValue('LN-77');
  act(() => useSession.getState().logout());
  expect(sessionStorage.length).toBe(0);
});

it('disables the submit for an employee viewing the account, and says why', () => {
  signIn({ employeeToken: 'employee-token' });
  renderAt(<PayoffForm external={false} />);
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent(EMPLOYEE_SUBMIT_NOTE);
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(
    EMPLOYEE_SUBMIT_NOTE,
  );
});

it('starts from what the portal knows: the email, and the borrower’s loans to pick from', async () => {
  signIn();
  api = mockApi({
    'GET deals/funded': {
      body: {
        deals: [
          // A funded list item as the API answers it (the picker parses the whole answer).
          {
            id: 'D1009',
            loanNumber: 'LN-1009',
            nickname: 'Birch Renovation',
            address: '1133 Birch Ave',
            street: null,
            number: null,
            product: null,
            status: 'Funded',
            status_date: null,
            loan_amount: null,
            amount: null,
            maturityDate: null,
            loanSignDate: null,
            nextPaymentDate: null,
            productType: null,
          },
        ],
      },
    },
  });
  const user = userEvent.setup();
  renderAt(<PayoffForm external={false} />);
  expect(screen.getByLabelText(/^Email/)).toHaveValue('jane@demo.test');
  const picker = await screen.findByRole('combobox', { name: /^Your loans/ });
  await user.selectOptions(picker, 'LN-1009');
  expect(screen.getByLabelText(/Loan Number/)).toHaveValue('LN-1009');
  expect(screen.getByLabelText(/Property Address/)).toHaveValue('1133 Birch Ave');
});

it('offers no loans and no email to a visitor of the public form', () => {
  api = mockApi({});
  renderAt(<PayoffForm external />);
  expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  expect(screen.queryByRole('combobox', { name: /^Your loans/ })).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
