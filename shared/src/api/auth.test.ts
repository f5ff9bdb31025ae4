import { useSession } from '../session/sessionStore';
import {
  createAccountRoute,
  createPassword,
  getToken,
  impersonate,
  renewToken,
  updatePassword,
  validateUser,
} from './auth';
import { API, mockFetch, type FetchMock } from './fetchMock.test-helper';

const login = {
  token: 't1',
  name: 'Ann',
  email: 'ann@x.test',
  accountType: 'CustomerAccount',
  userId: 'u1',
  isLead: false,
};

let fetchMock: FetchMock;
afterEach(() => {
  fetchMock?.restore();
  useSession.getState().logout();
});

describe('validateUser', () => {
  it('POSTs username/password to users/validate and returns data', async () => {
    fetchMock = mockFetch({ body: { data: login } });
    await expect(validateUser({ username: 'ann@x.test', password: 'pw' })).resolves.toEqual(login);
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/users/validate`,
      method: 'POST',
      body: { username: 'ann@x.test', password: 'pw' },
    });
  });

  it.each([[{}], [{ data: null }], [{ data: {} }], [null]])(
    "throws 'Bad response from server.' for %p",
    async (body) => {
      fetchMock = mockFetch({ body });
      await expect(validateUser({ username: 'a@b.co', password: 'x' })).rejects.toThrow(
        'Bad response from server.',
      );
    },
  );

  it('throws the server message on 401', async () => {
    fetchMock = mockFetch({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid login' },
    });
    await expect(validateUser({ username: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid login',
    });
  });
});

describe('account and password calls', () => {
  it('create-account-route sends email and simple: true', async () => {
    fetchMock = mockFetch({ body: { code: 3, message: 'exists', status: 'ok' } });
    await expect(createAccountRoute('a@b.co')).resolves.toEqual({
      code: 3,
      message: 'exists',
      status: 'ok',
    });
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/users/create-account-route`,
      body: { email: 'a@b.co', simple: true },
    });
  });

  it('gettoken sends email and sendEmail: true', async () => {
    fetchMock = mockFetch({ body: { code: 0 } });
    await expect(getToken('a@b.co')).resolves.toEqual({ code: 0 });
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/users/gettoken`,
      body: { email: 'a@b.co', sendEmail: true },
    });
  });

  it('updatepassword uses the link token as bearer', async () => {
    useSession.getState().setToken('stored');
    fetchMock = mockFetch({ body: { success: true } });
    await updatePassword({ email: 'a@b.co', password: 'Secret123' }, 'link');
    expect(fetchMock.last().url).toBe(`${API}/users/updatepassword`);
    expect(fetchMock.last().body).toEqual({ email: 'a@b.co', password: 'Secret123' });
    expect(fetchMock.last().headers.get('authorization')).toBe('Bearer link');
  });

  it('updatepassword rejects success: false', async () => {
    fetchMock = mockFetch({ body: { success: false, message: 'expired' } });
    await expect(updatePassword({ email: 'a@b.co', password: 'x' }, 'link')).rejects.toThrow(
      'expired',
    );
  });

  it('createpassword sends only the password with the link bearer and returns the rep', async () => {
    fetchMock = mockFetch({ body: { success: true, rep: { email: 'rep@l.test', name: 'Rep' } } });
    await expect(createPassword('Secret123', 'setup')).resolves.toMatchObject({
      rep: { name: 'Rep' },
    });
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/users/createpassword`,
      body: { password: 'Secret123' },
    });
    expect(fetchMock.last().headers.get('authorization')).toBe('Bearer setup');
  });
});

describe('renewToken', () => {
  it('POSTs the email with the stored bearer and returns the new token', async () => {
    useSession.getState().setToken('old');
    fetchMock = mockFetch({ body: { token: 'new' } });
    await expect(renewToken('ann@x.test')).resolves.toBe('new');
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/users/renewtoken`,
      body: { email: 'ann@x.test' },
    });
    expect(fetchMock.last().headers.get('authorization')).toBe('Bearer old');
  });

  it('fails on an answer without token', async () => {
    fetchMock = mockFetch({ body: {} });
    await expect(renewToken('a@b.co')).rejects.toThrow('Bad response from server.');
  });
});

describe('impersonate', () => {
  it('uses the employee token as bearer', async () => {
    fetchMock = mockFetch((request) =>
      request.url.endsWith('/impersonate')
        ? { body: login }
        : { body: { funded_loans: [], construction: [], loans_in_process: [] } },
    );
    await useSession.getState().login({ ...login, token: 'emp', accountType: 'Employee' });
    await expect(impersonate('ann@x.test')).resolves.toEqual(login);
    const call = fetchMock.calls.find((c) => c.url.endsWith('/users/impersonate'));
    expect(call?.body).toEqual({ username: 'ann@x.test' });
    expect(call?.headers.get('authorization')).toBe('Bearer emp');
  });

  it('throws the error field of the answer', async () => {
    useSession.setState({ employeeToken: 'emp' });
    fetchMock = mockFetch({ body: { error: 'User not found' } });
    await expect(impersonate('x@y.zz')).rejects.toThrow('User not found');
  });

  it('refuses without an employee token', async () => {
    fetchMock = mockFetch({ body: login });
    await expect(impersonate('x@y.zz')).rejects.toMatchObject({ status: 403 });
    expect(fetchMock.calls).toHaveLength(0);
  });
});
