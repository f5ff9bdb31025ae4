import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import { apiError, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { DRAW_MESSAGES, addIsoDays, toIsoDate } from '@lender/contracts';
import { BANK_ACCOUNT_FAILURE_MESSAGE } from '../bank-accounts/bankAccountRules';
import { beneficiary, budget } from '../test-utils/construction';
import { fillInDrawModal, nextWeekday, serveDrawRequest } from '../test-utils/drawRequestSetup';
import { DrawRequestModal } from './DrawRequestModal';
import { TRACK_EVENT } from './trackDrawRequested';
import { DRAW_REQUEST_TEXTS } from './drawRequestTexts';

let api: ApiMock;
beforeEach(() => {
  signIn();
  api = serveDrawRequest();
});
afterEach(() => {
  api.restore();
  signOut();
  resetRuntimeConfig();
  jest.resetAllMocks();
});

const renderModal = () => {
  const onSubmitted = jest.fn(async () => undefined);
  const onClearDraft = jest.fn();
  const onOpenChange = jest.fn();
  render(
    <DrawRequestModal
      open
      onOpenChange={onOpenChange}
      dealId="D7"
      amounts={{ 'i-roof': '$1,000', 'i-found': '' }}
      budget={budget()}
      onSubmitted={onSubmitted}
      onClearDraft={onClearDraft}
    />,
  );
  return { user: userEvent.setup(), onSubmitted, onClearDraft, onOpenChange };
};

const dialog = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(dialog()).getByLabelText(name);
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: 'Submit Draw Request' }));

describe('DrawRequestModal', () => {
  it('sets the inspection end 2 days after the start, a weekend moved to Monday', async () => {
    renderModal();
    await screen.findByRole('dialog', { name: 'Request Draw' });
    const thursday = nextWeekday(4);
    fireEvent.change(field(/^Inspection Start Date/), { target: { value: thursday } });
    const end = field(/^Inspection End Date/);
    expect(end).toHaveAttribute('readonly');
    const monday = addIsoDays(thursday, 4);
    expect(end).toHaveValue(`${monday.slice(5, 7)}/${monday.slice(8)}/${monday.slice(0, 4)}`);
    const tuesday = nextWeekday(2);
    fireEvent.change(field(/^Inspection Start Date/), { target: { value: tuesday } });
    const thursdayEnd = addIsoDays(tuesday, 2);
    expect(end).toHaveValue(
      `${thursdayEnd.slice(5, 7)}/${thursdayEnd.slice(8)}/${thursdayEnd.slice(0, 4)}`,
    );
    expect(field(/^Inspection Start Date/)).toHaveAttribute('min', toIsoDate(new Date()));
  });

  it('requires every answer, each message tied to its field, focus on the first', async () => {
    const { user } = renderModal();
    await within(await screen.findByRole('dialog')).findByLabelText(/^Bank Account/);
    await submit(user);
    expect(field(/^Inspection Start Date/)).toHaveAccessibleDescription(
      'An inspection start date (YYYY-MM-DD) is required.',
    );
    expect(field(/^Inspection Start Date/)).toHaveFocus();
    expect(field(/^Lockbox Access Code/)).toHaveAccessibleDescription(
      expect.stringContaining('A lockbox access code is required.'),
    );
    // The sole account on file is preselected: no beneficiary message.
    expect(field(/^Bank Account/)).toHaveValue('ben-1');
    expect(field(/^Bank Account/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).queryByText(DRAW_MESSAGES.noBeneficiary)).not.toBeInTheDocument();
    expect(field(/I\/We Agree/)).toHaveAccessibleDescription(
      expect.stringContaining('Please confirm that you agree.'),
    );
    expect(api.callsTo('POST deals/draws/new')).toHaveLength(0);
  });

  it('takes at most 6 characters of lockbox code, and refuses a start in the past', async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog');
    await user.type(field(/^Lockbox Access Code/), '12345678');
    expect(field(/^Lockbox Access Code/)).toHaveValue('123456');
    fireEvent.change(field(/^Inspection Start Date/), { target: { value: '2020-01-06' } });
    await submit(user);
    expect(field(/^Inspection Start Date/)).toHaveAccessibleDescription(
      'The inspection start date must be between today and a year from now.',
    );
  });

  it('preselects none of several accounts: submitting asks to select one, not to add', async () => {
    api.restore();
    api = serveDrawRequest({
      'GET borrower/beneficiaries': {
        body: { accounts: [beneficiary(), beneficiary({ id: 'ben-9', bank_name: 'Chase Bank' })] },
      },
    });
    const { user } = renderModal();
    const select = await within(await screen.findByRole('dialog')).findByLabelText(/^Bank Account/);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(select).toHaveValue('');
    await submit(user);
    expect(select).toHaveAccessibleDescription(DRAW_REQUEST_TEXTS.chooseBeneficiary);
    expect(within(dialog()).queryByText(DRAW_MESSAGES.noBeneficiary)).not.toBeInTheDocument();
  });

  it('says so when no bank account exists', async () => {
    api.restore();
    api = serveDrawRequest({ 'GET borrower/beneficiaries': { body: { accounts: [] } } });
    renderModal();
    const select = await within(await screen.findByRole('dialog')).findByLabelText(/^Bank Account/);
    expect(select).toHaveAccessibleDescription('No beneficiary exists - please Add New Account');
  });

  it('adds a bank account: validated, sent, then the new list with the newest selected', async () => {
    const added = beneficiary({
      id: 'ben-2',
      bank_name: 'Chase Bank',
      bank_account_number: '••••4321',
    });
    api.restore();
    api = serveDrawRequest({
      'POST borrower/beneficiaries': { body: { accounts: [beneficiary(), added] } },
    });
    const { user } = renderModal();
    await within(await screen.findByRole('dialog')).findByLabelText(/^Bank Account/);
    await user.click(within(dialog()).getByRole('button', { name: 'Add New Account' }));
    expect(screen.getByRole('dialog', { name: 'Add New Account' })).toBeInTheDocument();
    expect(field(/^Name on Account/)).toHaveFocus();

    await user.click(within(dialog()).getByRole('button', { name: 'Add Account' }));
    expect(field(/^Name on Account/)).toHaveAccessibleDescription(
      'The name on the account is required.',
    );
    expect(field(/^Name on Account/)).toHaveFocus();
    expect(field(/^Zip/)).toHaveAccessibleDescription('Zip must be 5 digits.');

    await user.type(field(/^Name on Account/), 'Birch Build LLC');
    await user.type(field(/^Bank Name/), 'Chase Bank');
    await user.selectOptions(field(/^Account Type/), 'Savings');
    await user.type(field(/^Routing Number/), '111-000,614');
    expect(field(/^Routing Number/)).toHaveValue('111000,614');
    await user.type(field(/^Account Number/), '987,654,321');
    await user.type(field(/^Bank Instructions/), 'None');
    await user.type(field(/^Street Address/), '221 W 6th St');
    await user.type(field(/^City/), 'Austin');
    await user.selectOptions(field(/^State/), 'TX');
    await user.type(field(/^Zip/), '78701-99');
    expect(field(/^Zip/)).toHaveValue('78701');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Account' }));

    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Request Draw' })).toBeInTheDocument(),
    );
    expect(api.callsTo('POST borrower/beneficiaries')[0]?.body).toEqual({
      bank_account_name: 'Birch Build LLC',
      bank_name: 'Chase Bank',
      bank_account_type: 'Savings',
      bank_routing_number: '111000614',
      bank_account_number: '987654321',
      bank_instructions: 'None',
      account_address_street: '221 W 6th St',
      account_address_city: 'Austin',
      account_address_state: 'TX',
      account_address_zip: '78701',
    });
    const select = field(/^Bank Account/);
    expect(select).toHaveValue('ben-2');
    expect(select).toHaveFocus();
    expect(within(select).getAllByRole('option')).toHaveLength(3);
  });

  it('shows the spec’s message when the bank account is refused, and Cancel goes back', async () => {
    api.restore();
    api = serveDrawRequest({ 'POST borrower/beneficiaries': apiError(400, 'Bad routing number') });
    const { user } = renderModal();
    await within(await screen.findByRole('dialog')).findByLabelText(/^Bank Account/);
    await user.click(within(dialog()).getByRole('button', { name: 'Add New Account' }));
    await user.type(field(/^Name on Account/), 'Birch Build LLC');
    await user.type(field(/^Bank Name/), 'Chase Bank');
    await user.selectOptions(field(/^Account Type/), 'Checking');
    await user.type(field(/^Routing Number/), '111000614');
    await user.type(field(/^Account Number/), '987654321');
    await user.type(field(/^Bank Instructions/), 'None');
    await user.type(field(/^Street Address/), '221 W 6th St');
    await user.type(field(/^City/), 'Austin');
    await user.selectOptions(field(/^State/), 'TX');
    await user.type(field(/^Zip/), '78701');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Account' }));
    // Word for word, its double spaces included.
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      BANK_ACCOUNT_FAILURE_MESSAGE,
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Request Draw' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Add New Account' })).toHaveFocus();
  });

  it('sends §3’s payload, then clears the draft, tracks the event and refetches (no reload)', async () => {
    setRuntimeConfig({ analyticsEnabled: true });
    const tracked: unknown[] = [];
    const listener = (event: Event) => tracked.push((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT, listener);
    const { user, onSubmitted, onClearDraft } = renderModal();
    await screen.findByRole('dialog');
    const start = nextWeekday(1);
    await fillInDrawModal(user, start);
    await submit(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    window.removeEventListener(TRACK_EVENT, listener);
    expect(api.callsTo('POST deals/draws/new')[0]?.body).toEqual({
      dealid: 'D7',
      LockboxAccessCode: '4321',
      BeneficiaryId: 'ben-1',
      lineItems: [{ budgetItem: 'i-roof', costCode: '0300', amount: 1000, balance: 35000 }],
      inspection_start_date: start,
      inspection_end_date: addIsoDays(start, 2),
    });
    expect(onClearDraft).toHaveBeenCalled();
    expect(onSubmitted).toHaveBeenCalled();
    expect(tracked).toEqual([{ name: 'draw_requested', dealId: 'D7' }]);
  });

  it('tracks nothing when analytics are off', async () => {
    const tracked = jest.fn();
    window.addEventListener(TRACK_EVENT, tracked);
    const { user, onSubmitted } = renderModal();
    await screen.findByRole('dialog');
    await fillInDrawModal(user, nextWeekday(1));
    await submit(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    window.removeEventListener(TRACK_EVENT, tracked);
    expect(tracked).not.toHaveBeenCalled();
  });

  it('says An error has occured when the request fails, with the server’s reason', async () => {
    api.restore();
    api = serveDrawRequest({
      'POST deals/draws/new': apiError(409, 'Your previous draw request is still pending.'),
    });
    const { user, onClearDraft } = renderModal();
    await screen.findByRole('dialog');
    await fillInDrawModal(user, nextWeekday(1));
    await submit(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'An error has occured, please try again later. Your previous draw request is still pending.',
    );
    expect(onClearDraft).not.toHaveBeenCalled();
  });

  it('says only the spec’s message when the server gave no answer', async () => {
    api.restore();
    api = serveDrawRequest({ 'POST deals/draws/new': apiError(500, 'boom') });
    const { user } = renderModal();
    await screen.findByRole('dialog');
    await fillInDrawModal(user, nextWeekday(1));
    await submit(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      /^An error has occured, please try again later\.$/,
    );
  });
});
