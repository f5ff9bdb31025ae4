import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { paths, setPageDirectory, UNREACHABLE_MESSAGE, useSession } from '@lender/shared';
import { apiError, mockApi, offerPages, signOut, type ApiMock } from '@lender/shared/testing';
import SignInPage from './SignInPage';
import { signInState } from './signInNotice';

const LINE_OF_CREDIT = '/dashboard/applications/line-of-credit';
import { ownPattern } from '../paths';

const login = {
  token: 'jwt',
  name: 'Jordan Ellis',
  email: 'borrower@demo.test',
  accountType: 'CustomerAccount',
  userId: 'acct-borrower',
  isLead: false,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderSignIn = (state: unknown = null) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: paths.signIn, state }]}>
      <Routes>
        <Route path={paths.signIn} element={<SignInPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

let api: ApiMock | undefined;

beforeEach(() => {
  signOut();
  localStorage.clear();
});
afterEach(() => api?.restore());

describe('SignInPage', () => {
  it('shows the spec messages for an empty or malformed form and calls nothing', async () => {
    api = mockApi({});
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Sign In' })).toBeInTheDocument();
    await fillAndSubmit('', '');
    expect(screen.getByText('Valid email address required.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Valid Email and Password are required. For help with your password click below.',
      ),
    ).toBeInTheDocument();
    await fillAndSubmit('not-an-email', 'x');
    expect(screen.getByText('Valid email address required.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("shows the server's words when there were too many attempts", async () => {
    api = mockApi({
      'POST users/validate': apiError(
        429,
        'Too many sign-in attempts. Please try again in a minute.',
      ),
    });
    renderSignIn();
    await fillAndSubmit('borrower@demo.test', 'Demo-pass-2026');
    expect(
      await screen.findByText('Too many sign-in attempts. Please try again in a minute.'),
    ).toBeInTheDocument();
  });

  it('says the credentials are invalid when the API refuses them', async () => {
    api = mockApi({ 'POST users/validate': apiError(401, 'Invalid login credentials.') });
    renderSignIn();
    await fillAndSubmit('borrower@demo.test', 'Wrong-pass-1');
    expect(
      await screen.findByText(
        'Invalid login credentials. For help with your password click below.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST users/validate')[0]?.body).toEqual({
      username: 'borrower@demo.test',
      password: 'Wrong-pass-1',
    });
    expect(useSession.getState().token).toBeNull();
  });

  it('says the portal could not be reached, not that the password is wrong, when no answer came', async () => {
    api = mockApi({ 'POST users/validate': new TypeError('Failed to fetch') });
    renderSignIn();
    await fillAndSubmit('borrower@demo.test', 'Demo-pass-2026');
    expect(await screen.findByText(UNREACHABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid login credentials/)).not.toBeInTheDocument();
  });

  it("says 'Bad response from server.' when the answer is empty", async () => {
    api = mockApi({ 'POST users/validate': { body: { data: null } } });
    renderSignIn();
    await fillAndSubmit('borrower@demo.test', 'Demo-pass-2026');
    expect(await screen.findByText('Bad response from server.')).toBeInTheDocument();
  });

  it('stores the session and goes to the line-of-credit page the first time, on the login answer alone', async () => {
    // mfe-deals offers the page by name; the shell's page table resolves it.
    setPageDirectory({ patterns: { 'line-of-credit': LINE_OF_CREDIT } });
    api = mockApi({ 'POST users/validate': { body: { data: login } } });
    renderSignIn();
    await fillAndSubmit('borrower@demo.test', 'Demo-pass-2026');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(LINE_OF_CREDIT));
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('accountType')).toBe('CustomerAccount');
    expect(localStorage.getItem('locRedirected')).toBe('true');
    // The side navigation's lists are the shell's to load, after the sign-in page has moved on.
    expect(api.calls.map((call) => call.path)).toEqual(['users/validate']);
  });

  it('shows and then follows a pending dashboard referral', async () => {
    api = mockApi({ 'POST users/validate': { body: { data: login } } });
    useSession.getState().setReferral('/dashboard/faq');
    renderSignIn();
    expect(screen.getByText('Directing to /dashboard/faq after login.')).toBeInTheDocument();
    await fillAndSubmit('borrower@demo.test', 'Demo-pass-2026');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/faq'));
  });

  it('sends a signed-in visitor on at once: brokers to the dashboard', async () => {
    api = mockApi({});
    useSession.setState({ token: 'jwt', accountType: 'BrokerAccount', isLead: false });
    renderSignIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/));
  });

  it('tells a user signed out for inactivity why', () => {
    api = mockApi({});
    useSession.setState({ loggedOutForInactivity: true });
    renderSignIn();
    expect(
      screen.getByText('You were signed out after a period of inactivity. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('tells a user whose session the server ended why, and where they will be taken back', () => {
    api = mockApi({});
    useSession.setState({
      sessionExpired: true,
      resumeFor: 'borrower@demo.test',
      referral: '/dashboard/servicing-requests/payoff',
    });
    renderSignIn();
    expect(
      screen.getByText(
        'Your session has ended. Please sign in again to continue where you left off.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Directing to /dashboard/servicing-requests/payoff after login.'),
    ).toBeInTheDocument();
  });

  it('links to password assistance and account creation, the pages this remote offers', () => {
    offerPages({
      'forgot-password': ownPattern('forgot-password'),
      'create-account': ownPattern('create-account'),
    });
    api = mockApi({});
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      ownPattern('forgot-password'),
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      ownPattern('create-account'),
    );
  });

  it('confirms a password change made by the password pages', () => {
    api = mockApi({});
    renderSignIn(signInState('passwordChanged'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Please sign in with your new password.',
    );
  });
});
