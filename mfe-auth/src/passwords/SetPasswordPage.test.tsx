import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@lender/shared';
import { apiError, mockApi, signOut, type ApiMock } from '@lender/shared/testing';
import { fakeLinkToken } from '../test-utils/fakeLinkToken';
import { renderRoutes } from '../test-utils/renderRoutes';
import SetPasswordPage, { SignupSetPasswordPage } from './SetPasswordPage';
import { ownPattern } from '../paths';

const token = fakeLinkToken({ aud: 'newborrower@demo.test', use: 'setup' });
const pages = {
  [ownPattern('set-password')]: SetPasswordPage,
  [ownPattern('signup-set-password')]: SignupSetPasswordPage,
};

let api: ApiMock | undefined;
beforeEach(() => signOut());
afterEach(() => api?.restore());

async function setTo(path: string, password: string, confirm: string) {
  const user = userEvent.setup();
  renderRoutes(path, pages);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Set Your Portal Password' }),
  ).toBeInTheDocument();
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('SetPasswordPage (/set-password/{token})', () => {
  it('says an empty confirmation is required, and calls nothing', async () => {
    api = mockApi({});
    await setTo(`/set-password/${token}`, 'New-pass-2027', '');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm password is required',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('creates the password with the link token, keeps the rep and goes to /signup-thankyou', async () => {
    api = mockApi({
      'POST users/createpassword': {
        body: { success: true, rep: { email: 'rep@lender.example', name: 'Rita Rep' } },
      },
    });
    await setTo(`/set-password/${token}`, 'New-pass-2027', 'New-pass-2027');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/signup-thankyou$/),
    );
    expect(api.last().body).toEqual({ password: 'New-pass-2027' });
    expect(api.last().authorization).toBe(`Bearer ${token}`);
    expect(useSession.getState()).toMatchObject({
      repEmail: 'rep@lender.example',
      repName: 'Rita Rep',
    });
    expect(localStorage.getItem('rep_email')).toBe('rep@lender.example');
  });

  it("shows the server's reason for a refused password (400)", async () => {
    api = mockApi({ 'POST users/createpassword': apiError(400, 'Password is too weak.') });
    await setTo(`/set-password/${token}`, 'password', 'password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too weak.');
  });

  it('says a refused link is no longer valid (401)', async () => {
    api = mockApi({ 'POST users/createpassword': apiError(401, 'Link already used.') });
    await setTo(`/set-password/${token}`, 'New-pass-2027', 'New-pass-2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid.');
  });

  it('only gives the button back when the answer is not the expected one', async () => {
    api = mockApi({ 'POST users/createpassword': { body: { ok: 1 } } });
    await setTo(`/set-password/${token}`, 'New-pass-2027', 'New-pass-2027');
    expect(await screen.findByRole('button', { name: 'Set Password' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SignupSetPasswordPage (/signup-setpassword?token=…)', () => {
  it('reads the token from the query', async () => {
    api = mockApi({ 'POST users/createpassword': { body: { success: true, rep: null } } });
    await setTo(`/signup-setpassword?token=${token}`, 'New-pass-2027', 'New-pass-2027');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/signup-thankyou$/),
    );
    expect(api.last().authorization).toBe(`Bearer ${token}`);
    expect(useSession.getState().repEmail).toBeNull();
  });

  it('says the link is not valid without a token', () => {
    api = mockApi({});
    renderRoutes('/signup-setpassword', pages);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Set Password' })).not.toBeInTheDocument();
  });
});
