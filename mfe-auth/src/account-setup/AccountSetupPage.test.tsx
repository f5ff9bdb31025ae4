import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@lender/shared';
import { apiError, mockApi, signOut, type ApiMock } from '@lender/shared/testing';
import { fakeLinkToken } from '../test-utils/fakeLinkToken';
import { renderRoutes } from '../test-utils/renderRoutes';
import AccountSetupPage from './AccountSetupPage';
import { ownPattern } from '../paths';

const token = fakeLinkToken({ aud: 'newborrower@demo.test', use: 'setup' });
const pages = {
  [ownPattern('account-setup')]: AccountSetupPage,
  [ownPattern('broker-account-setup')]: AccountSetupPage,
};
const RULE =
  'Password must have 1 lowercase letter, 1 uppercase letter, 1 number, and be at least 8 characters long.';

let api: ApiMock | undefined;
let warn: jest.SpyInstance;
beforeEach(() => {
  signOut();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  api?.restore();
  warn.mockRestore();
});

async function start(path = `/account-setup/${token}`) {
  const user = userEvent.setup();
  renderRoutes(path, pages);
  await user.click(screen.getByRole('button', { name: 'Start Application' }));
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Password' }));
}

const checklist = () => screen.getByRole('list', { name: 'Your password needs' });

describe('AccountSetupPage', () => {
  it('thanks the visitor, says a sales rep will be in touch and lists the kickoff call', () => {
    api = mockApi({});
    renderRoutes(`/account-setup/${token}`, pages);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText(/A sales representative will be in touch/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'On your kickoff call, we will' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/newborrower@demo.test/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('Start Application brings up the password form, which takes the keyboard', async () => {
    api = mockApi({});
    await start();
    expect(screen.getByRole('region', { name: 'Set Up Your Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('newborrower@demo.test');
    expect(screen.queryByRole('button', { name: 'Start Application' })).not.toBeInTheDocument();
  });

  it('checks the four criteria as the visitor types, in words', async () => {
    api = mockApi({});
    const user = await start();
    const items = () =>
      within(checklist())
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()).toEqual([
      '○One lowercase letter (not met)',
      '○One uppercase letter (not met)',
      '○One number (not met)',
      '○At least 8 characters (not met)',
    ]);
    await user.type(screen.getByLabelText('New Password'), 'abC1');
    expect(items()).toEqual([
      '✓One lowercase letter (met)',
      '✓One uppercase letter (met)',
      '✓One number (met)',
      '○At least 8 characters (not met)',
    ]);
    expect(screen.getByText('3 of 4 password requirements met')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'One lowercase letter (met) One uppercase letter (met) One number (met) At least 8 characters (not met)',
    );
  });

  it('refuses a weak password and a missing confirmation, focusing the first', async () => {
    api = mockApi({});
    const user = await start();
    await fill(user, 'short', '');
    expect(screen.getByText(RULE)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining(RULE),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm password is required',
    );
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('refuses a confirmation that does not match', async () => {
    api = mockApi({});
    const user = await start();
    await fill(user, 'New-pass-2027', 'New-pass-2028');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm password does not match password',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('creates the password with the link token, keeps the rep and goes to the thank-you page', async () => {
    api = mockApi({
      'POST users/createpassword': {
        body: { success: true, rep: { email: 'rep@lender.example', name: 'Rita Rep' } },
      },
    });
    const user = await start(`/broker/account-setup/${token}`);
    await fill(user, 'New-pass-2027', 'New-pass-2027');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(ownPattern('signup-thank-you')),
    );
    expect(api.last().body).toEqual({ password: 'New-pass-2027' });
    expect(api.last().authorization).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('rep_email')).toBe('rep@lender.example');
    expect(localStorage.getItem('rep_name')).toBe('Rita Rep');
  });

  it('keeps no rep when none comes back', async () => {
    useSession.getState().setRep({ email: 'old@lender.example', name: 'Old Rep' });
    api = mockApi({ 'POST users/createpassword': { body: { success: true, rep: null } } });
    const user = await start();
    await fill(user, 'New-pass-2027', 'New-pass-2027');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(ownPattern('signup-thank-you')),
    );
    expect(useSession.getState().repEmail).toBe('old@lender.example');
  });

  it('logs a failure and says the link may have expired, with the way to a new one', async () => {
    api = mockApi({ 'POST users/createpassword': apiError(401, 'Link expired.') });
    const user = await start();
    await fill(user, 'New-pass-2027', 'New-pass-2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not set up your account.This link may have expired or already been used. Please ask for a new one from Password Assistance.',
    );
    expect(screen.getByRole('link', { name: 'Password Assistance' })).toHaveAttribute(
      'href',
      ownPattern('forgot-password'),
    );
    expect(warn).toHaveBeenCalledWith('[portal] account setup failed', expect.anything());
    expect(screen.getByRole('button', { name: 'Create Password' })).toBeEnabled();
  });

  it("shows the server's reason when it refuses the password (400), and logs it", async () => {
    api = mockApi({ 'POST users/createpassword': apiError(400, RULE) });
    const user = await start();
    await fill(user, 'New-pass-2027', 'New-pass-2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(RULE);
    expect(screen.queryByText('We could not set up your account.')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[portal] account setup failed', expect.anything());
  });

  it('says the link may have expired on any other failure too (500)', async () => {
    api = mockApi({ 'POST users/createpassword': apiError(500, 'Server error.') });
    const user = await start();
    await fill(user, 'New-pass-2027', 'New-pass-2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not set up your account.');
    expect(screen.getByRole('button', { name: 'Create Password' })).toBeEnabled();
  });

  it('says an unreadable link is not valid, with no Start Application', () => {
    api = mockApi({});
    renderRoutes('/account-setup/garbage', pages);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Setup' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Start Application' })).not.toBeInTheDocument();
  });
});
