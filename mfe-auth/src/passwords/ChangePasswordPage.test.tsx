import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type ApiMock } from '@lender/shared/testing';
import { fakeLinkToken } from '../test-utils/fakeLinkToken';
import { renderRoutes } from '../test-utils/renderRoutes';
import ChangePasswordPage from './ChangePasswordPage';
import { ownPattern } from '../paths';

const token = fakeLinkToken({ aud: 'borrower@demo.test', use: 'reset' });
const pages = { [ownPattern('change-password')]: ChangePasswordPage };

let api: ApiMock | undefined;
afterEach(() => api?.restore());

async function changeTo(password: string, confirm: string) {
  const user = userEvent.setup();
  renderRoutes(`/change-password/${token}`, pages);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordPage', () => {
  it("shows the link's account", () => {
    api = mockApi({});
    renderRoutes(`/change-password/${token}`, pages);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('borrower@demo.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('checks the password rules live as it is typed, as account setup does', async () => {
    api = mockApi({});
    const user = userEvent.setup();
    renderRoutes(`/change-password/${token}`, pages);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      'One lowercase letter (not met) One uppercase letter (not met) One number (not met) At least 8 characters (not met)',
    );
    await user.type(password, 'abc1');
    expect(password).toHaveAccessibleDescription(
      'One lowercase letter (met) One uppercase letter (not met) One number (met) At least 8 characters (not met)',
    );
    expect(screen.getByText('2 of 4 password requirements met')).toBeInTheDocument();
    await user.type(password, 'DEFGH');
    expect(screen.getByText('4 of 4 password requirements met')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says each empty field is required, 'Passwords do not match.' once when they differ, and calls nothing", async () => {
    api = mockApi({});
    await changeTo('', '');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringMatching(/Password is required$/),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm password is required',
    );
    expect(screen.queryAllByText('Passwords do not match.')).toHaveLength(0);
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Password'), 'New-pass-2027');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'New-pass-2028');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription(
      expect.stringContaining('Passwords do not match.'),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(screen.getAllByText('Passwords do not match.')).toHaveLength(1);
    expect(api.calls).toEqual([]);
  });

  it("sends the link's email and the password with the link's token, then confirms on sign-in", async () => {
    api = mockApi({ 'POST users/updatepassword': { body: { success: true } } });
    await changeTo('New-pass-2027', 'New-pass-2027');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.getByTestId('where-state')).toHaveTextContent('{"notice":"passwordChanged"}');
    expect(api.last().body).toEqual({ email: 'borrower@demo.test', password: 'New-pass-2027' });
    expect(api.last().authorization).toBe(`Bearer ${token}`);
  });

  it("shows the server's reason when it refuses the password (400)", async () => {
    const rule =
      'Password must have 1 lowercase letter, 1 uppercase letter, 1 number, and be at least 8 characters long.';
    api = mockApi({ 'POST users/updatepassword': apiError(400, rule) });
    await changeTo('weak', 'weak');
    expect(await screen.findByRole('alert')).toHaveTextContent(rule);
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('says the link is no longer valid, with the way to a new one (401)', async () => {
    api = mockApi({ 'POST users/updatepassword': apiError(401, 'Link expired.') });
    await changeTo('New-pass-2027', 'New-pass-2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is no longer valid.It has expired or has already been used. Please ask for a new one from Password Assistance.',
    );
    expect(screen.getByRole('link', { name: 'Password Assistance' })).toHaveAttribute(
      'href',
      ownPattern('forgot-password'),
    );
  });

  it('only gives the button back on any other failure (spec)', async () => {
    api = mockApi({ 'POST users/updatepassword': apiError(500, 'Database down') });
    await changeTo('New-pass-2027', 'New-pass-2027');
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says an unreadable link is not valid, with no form', () => {
    api = mockApi({});
    renderRoutes('/change-password/not-a-token', pages);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.getByRole('link', { name: 'Password Assistance' })).toHaveAttribute(
      'href',
      ownPattern('forgot-password'),
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
