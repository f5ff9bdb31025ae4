import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@lender/shared';
import { apiError, mockApi, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { identityOf } from './ownSession';
import { ViewAccountBar } from './ViewAccountBar';
import { ViewingBanner } from './ViewingBanner';

/** An unsigned token with these claims (the client reads claims, the server verifies). */
const tokenWith = (claims: Record<string, unknown>) =>
  ['e30', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'sig'].join('.');

const employeeToken = tokenWith({
  sub: 'e1',
  email: 'employee@demo.test',
  name: 'Erin Employee',
  accountType: 'Employee',
});
const viewed = {
  token: 'viewed-token',
  name: 'Jordan Ellis',
  email: 'borrower@demo.test',
  accountType: 'CustomerAccount',
  userId: 'c1',
  isLead: false,
};

const renderStrip = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard/faq']}>
      <ViewingBanner />
      <ViewAccountBar />
      <Routes>
        <Route path="/" element={<h1>Sign-in page</h1>} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/dashboard/faq" element={<h1>FAQ page</h1>} />
      </Routes>
    </MemoryRouter>,
  );

let api: ApiMock | undefined;
const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
beforeEach(() => alert.mockClear());
afterEach(() => {
  api?.restore();
  api = undefined;
  act(() => signOut());
});

const signInAsEmployee = () =>
  act(() =>
    signIn({
      token: employeeToken,
      employeeToken,
      accountType: 'Employee',
      name: 'Erin Employee',
      username: 'employee@demo.test',
      userId: 'e1',
    }),
  );

describe('View Account', () => {
  it('appears only when an employee token is stored', () => {
    act(() => signIn());
    const { unmount } = renderStrip();
    expect(screen.queryByRole('search', { name: 'View Account' })).not.toBeInTheDocument();
    unmount();
    signInAsEmployee();
    renderStrip();
    expect(screen.getByRole('search', { name: 'View Account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'View Account' })).toHaveAttribute('type', 'email');
  });

  it('checks the email before asking the server', async () => {
    api = mockApi({});
    signInAsEmployee();
    renderStrip();
    await userEvent.type(screen.getByRole('textbox', { name: 'View Account' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByText('Valid email address required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens the account with the employee token, keeps it, and goes to the dashboard', async () => {
    api = mockApi({ 'POST users/impersonate': { body: viewed } });
    signInAsEmployee();
    renderStrip();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'View Account' }),
      'borrower@demo.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.last()).toMatchObject({
      path: 'users/impersonate',
      body: { username: 'borrower@demo.test' },
      authorization: `Bearer ${employeeToken}`,
    });
    expect(useSession.getState()).toMatchObject({
      token: 'viewed-token',
      username: 'borrower@demo.test',
      accountType: 'CustomerAccount',
      employeeToken,
    });
    expect(screen.getByRole('region', { name: 'Viewing another account' })).toHaveTextContent(
      'You are viewing the account of Jordan Ellis (borrower@demo.test).',
    );
  });

  it('blocks repeat submits while one is under way', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api = mockApi({
      'POST users/impersonate': async () => {
        await held;
        return { body: viewed };
      },
    });
    signInAsEmployee();
    renderStrip();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'View Account' }),
      'borrower@demo.test',
    );
    const form = screen.getByRole('search', { name: 'View Account' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    answer();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(api.calls).toHaveLength(1);
  });

  it('shows the server’s error in a browser alert and is ready again', async () => {
    api = mockApi({ 'POST users/impersonate': apiError(404, 'No account for that email.') });
    signInAsEmployee();
    renderStrip();
    await userEvent.type(screen.getByRole('textbox', { name: 'View Account' }), 'nobody@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('No account for that email.'));
    expect(screen.getByRole('button', { name: 'View' })).toBeEnabled();
    expect(useSession.getState().token).toBe(employeeToken);
  });
});

describe('returning to the employee’s own session', () => {
  const viewing = () =>
    act(() =>
      signIn({
        token: 'viewed-token',
        employeeToken,
        name: 'Jordan Ellis',
        username: 'borrower@demo.test',
        userId: 'c1',
      }),
    );

  it('renews the own token, restores the employee and ends the viewed session', async () => {
    api = mockApi({
      'POST users/renewtoken': { body: { token: 'own-again' } },
      'POST users/logout': { body: { success: true } },
    });
    viewing();
    renderStrip();
    await userEvent.click(screen.getByRole('button', { name: 'Return to my account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({
      token: 'own-again',
      employeeToken: 'own-again',
      name: 'Erin Employee',
      username: 'employee@demo.test',
      accountType: 'Employee',
      userId: 'e1',
    });
    expect(
      screen.queryByRole('region', { name: 'Viewing another account' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(api?.callsTo('POST users/logout')).toHaveLength(1));
    expect(api.callsTo('POST users/renewtoken')[0]).toMatchObject({
      body: { email: 'employee@demo.test' },
      authorization: `Bearer ${employeeToken}`,
    });
    expect(api.callsTo('POST users/logout')[0]?.authorization).toBe('Bearer viewed-token');
  });

  it('ends at sign-in when the own session cannot be renewed', async () => {
    api = mockApi({ 'POST users/renewtoken': apiError(401, 'Session expired.') });
    viewing();
    renderStrip();
    await userEvent.click(screen.getByRole('button', { name: 'Return to my account' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });
});

it('reads the identity claims of a token, and nothing from a malformed one', () => {
  expect(identityOf(employeeToken)).toEqual({
    userId: 'e1',
    email: 'employee@demo.test',
    name: 'Erin Employee',
    accountType: 'Employee',
  });
  expect(identityOf('garbage')).toBeNull();
  expect(identityOf('a.b.c')).toBeNull();
});
