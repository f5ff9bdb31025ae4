import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lender/shared';
import { apiError, mockApi, type ApiMock } from '@lender/shared/testing';
import { renderRoutes } from '../test-utils/renderRoutes';
import CreateAccountEmailPage from './CreateAccountEmailPage';
import CreateAccountPage from './CreateAccountPage';
import { ownPattern } from '../paths';

const pages = {
  [ownPattern('create-account')]: CreateAccountPage,
  [ownPattern('create-account-email')]: CreateAccountEmailPage,
};
const answer = (code: number) => ({
  body: { code, message: `code ${code}`, status: code === 5 ? 'not found' : 'ok' },
});

let api: ApiMock | undefined;
afterEach(() => api?.restore());

async function requestFor(email: string) {
  const user = userEvent.setup();
  renderRoutes(ownPattern('create-account'), pages);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('CreateAccountPage', () => {
  it('asks for a valid email, focuses the field and calls nothing', async () => {
    api = mockApi({});
    await requestFor('');
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAccessibleDescription('A valid email is required.');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(field).toHaveAccessibleDescription('A valid email is required.');
    expect(api.calls).toEqual([]);
  });

  it.each([0, 1, 2, 4])('code %i: asks to check the email, in place of the form', async (code) => {
    api = mockApi({ 'POST users/create-account-route': answer(code) });
    await requestFor(' newborrower@demo.test ');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        /We have sent a link to set up your portal account to newborrower@demo.test/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(api.callsTo('POST users/create-account-route')[0]?.body).toEqual({
      email: 'newborrower@demo.test',
      simple: true,
    });
  });

  it('code 3: says the account exists, with links to sign in and to reset the password', async () => {
    api = mockApi({ 'POST users/create-account-route': answer(3) });
    await requestFor('borrower@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We found you already have an account. Please sign in with your email and password, or reset your password if you have forgotten it.',
    );
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', paths.signIn);
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      ownPattern('forgot-password'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('borrower@demo.test');
  });

  it('code 5: says no account was found, with links to customer and broker sign-up', async () => {
    api = mockApi({ 'POST users/create-account-route': answer(5) });
    await requestFor('stranger@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unfortunately we could not find an existing account for your email. To apply for a loan, use customer sign-up or broker sign-up.',
    );
    expect(screen.getByRole('link', { name: 'customer sign-up' })).toHaveAttribute(
      'href',
      ownPattern('signup'),
    );
    expect(screen.getByRole('link', { name: 'broker sign-up' })).toHaveAttribute(
      'href',
      ownPattern('broker-signup'),
    );
  });

  it.each([
    ['a server error', apiError(500, 'Database down')],
    ['an unknown code', answer(9)],
    ['an answer without a code', { body: {} }],
    ['a network failure', new TypeError('fetch failed')],
  ])('%s: asks to contact support', async (_case, reply) => {
    api = mockApi({ 'POST users/create-account-route': reply });
    await requestFor('borrower@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something unexpected happened, please contact support for assistance.',
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows Processing... while the request is out', async () => {
    let finish: () => void = () => undefined;
    api = mockApi({
      'POST users/create-account-route': () =>
        new Promise((resolve) => {
          finish = () => resolve(answer(0));
        }),
    });
    await requestFor('newborrower@demo.test');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('links back to sign in', () => {
    api = mockApi({});
    renderRoutes(ownPattern('create-account'), pages);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      paths.signIn,
    );
  });
});

describe('/create-account/{email}', () => {
  it('goes on to /create-account with the email and sends it at once, once', async () => {
    api = mockApi({ 'POST users/create-account-route': answer(0) });
    renderRoutes('/create-account/new%2Bone%40demo.test', pages);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/portal account to new\+one@demo.test/)).toBeInTheDocument();
    expect(api.callsTo('POST users/create-account-route')).toHaveLength(1);
    expect(api.last().body).toEqual({ email: 'new+one@demo.test', simple: true });
  });

  it('shows the field message when the handed-over email is not valid', async () => {
    api = mockApi({});
    renderRoutes('/create-account/not-an-email', pages);
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'A valid email is required.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(api.calls).toEqual([]);
  });
});
