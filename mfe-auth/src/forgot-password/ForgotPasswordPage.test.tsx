import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import { apiError, mockApi, type ApiMock } from '@lender/shared/testing';
import { renderRoutes } from '../test-utils/renderRoutes';
import ForgotPasswordPage from './ForgotPasswordPage';
import { ownPattern } from '../paths';

let api: ApiMock | undefined;
beforeEach(() => setRuntimeConfig({ supportPhone: '888-555-0199' }));
afterEach(() => {
  api?.restore();
  resetRuntimeConfig();
});

async function requestFor(email: string) {
  const user = userEvent.setup();
  renderRoutes(ownPattern('forgot-password'), {
    [ownPattern('forgot-password')]: ForgotPasswordPage,
  });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Password Assistance' }),
  ).toBeInTheDocument();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ForgotPasswordPage', () => {
  it("says 'Email is required', focuses the field and calls nothing", async () => {
    api = mockApi({});
    await requestFor('');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('code 0: check the inbox and spam, the support phone, valid 24 hours', async () => {
    api = mockApi({ 'POST users/gettoken': { body: { code: 0 } } });
    await requestFor(' borrower@demo.test ');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        'We have sent you an email with a link to reset your password. Please check your inbox, and your spam folder. If it has not arrived within a few minutes, call support at 888-555-0199. The link is valid for 24 hours.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(api.last().body).toEqual({ email: 'borrower@demo.test', sendEmail: true });
  });

  it('code 1: no account for the email, with a link to create one; the form stays', async () => {
    api = mockApi({ 'POST users/gettoken': { body: { code: 1 } } });
    await requestFor('stranger@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an account for that email. Please check the address, or create an account.',
    );
    expect(screen.getByRole('link', { name: 'create an account' })).toHaveAttribute(
      'href',
      ownPattern('create-account'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('stranger@demo.test');
  });

  it('code 2: a link went out minutes ago; check the email, then sign in', async () => {
    api = mockApi({ 'POST users/gettoken': { body: { code: 2 } } });
    await requestFor('borrower@demo.test');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /We sent you a password reset link a few minutes ago\. Please check your email/,
      ),
    ).toHaveTextContent('then sign in with your new password.');
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', paths.signIn);
  });

  it('code 3: the account needs setting up; a setup link is on its way', async () => {
    api = mockApi({ 'POST users/gettoken': { body: { code: 3 } } });
    await requestFor('newbroker@demo.test');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account has not been set up yet, so we have sent you a link to set it up instead. Please check your email.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['a server error', apiError(500, 'Mail server down')],
    ['an unknown code', { body: { code: 7 } }],
    ['an answer without a code', { body: null }],
  ])('%s: the problem-sending text with the support phone', async (_case, reply) => {
    api = mockApi({ 'POST users/gettoken': reply });
    await requestFor('borrower@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem sending the password reset email. Please contact support at 888-555-0199.',
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it("shows the server's words by the field when it refuses the address", async () => {
    api = mockApi({ 'POST users/gettoken': apiError(400, 'Email is required') });
    await requestFor('not-an-email');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
