import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteRoutesModule } from '@lender/shared';
import { loadRemotePages, reloadAfterChunkFailure } from '../federation/loadRemotePages';
import { recordLoad, useRemoteLoads } from '../federation/remoteLoads';
import { RemoteUnavailable } from '../federation/remoteUnavailable';
import { reportClientError } from './reportClientError';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { loadPage, RemoteArea, type PageLoader } from './RemoteArea';

jest.mock('../federation/loadRemotePages', () => ({
  loadRemotePages: jest.fn(),
  reloadAfterChunkFailure: jest.fn(),
}));
jest.mock('./reportClientError', () => ({
  ...jest.requireActual('./reportClientError'),
  reportClientError: jest.fn(),
}));
const mockedLoadRemotePages = jest.mocked(loadRemotePages);
const mockedReload = jest.mocked(reloadAfterChunkFailure);
const mockedReport = jest.mocked(reportClientError);

const ProfilePage = () => <h1>Profile page</h1>;

const renderArea = (load: PageLoader) =>
  render(
    <MemoryRouter>
      <RemoteArea remote="mfe_account" page="profile" load={load} />
    </MemoryRouter>,
  );

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The error boundary catches on purpose; React still reports the error on the console.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  mockedLoadRemotePages.mockReset();
  mockedReload.mockReset();
  mockedReport.mockReset();
  useRemoteLoads.setState({}, true);
});

describe('RemoteArea', () => {
  it('renders the page the loader returns for its remote and page name', async () => {
    const load = jest
      .fn<Promise<ComponentType>, Parameters<PageLoader>>()
      .mockResolvedValue(ProfilePage);
    renderArea(load);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_account', 'profile');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a fallback with a retry when the remote fails, and loads again on Try again', async () => {
    const load = jest
      .fn<Promise<ComponentType>, Parameters<PageLoader>>()
      .mockRejectedValueOnce(new Error('remote unreachable'))
      .mockResolvedValueOnce(ProfilePage);
    renderArea(load);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is unavailable right now.');
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps offering the retry while the remote stays down', async () => {
    const load = jest
      .fn<Promise<ComponentType>, Parameters<PageLoader>>()
      .mockRejectedValue(new Error('remote unreachable'));
    renderArea(load);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('RemoteArea fallbacks', () => {
  const failWith = (error: unknown) =>
    jest.fn<Promise<ComponentType>, Parameters<PageLoader>>().mockRejectedValue(error);

  it('names the remote, its version and a trace id, and reports the failure with that id', async () => {
    renderArea(
      failWith(new RemoteUnavailable('mfe_account', '1.2.0+abcdef0123', 'failed', 'answered 500')),
    );
    const alert = await screen.findByRole('alert');
    const traceId = alert.querySelector('code')?.textContent ?? '';
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);
    expect(alert).toHaveTextContent(`mfe_account 1.2.0+abcdef0123 · trace id ${traceId}`);
    expect(mockedReport).toHaveBeenCalledWith({
      traceId,
      remote: 'mfe_account',
      version: '1.2.0+abcdef0123',
      kind: 'load',
      message: 'answered 500',
      path: '/',
    });
    expect(useRemoteLoads.getState().mfe_account?.lastError).toMatchObject({
      message: 'answered 500',
      traceId,
    });
  });

  it('says why an incompatible release was refused', async () => {
    const reason = 'It was built for @lender/shared ^2.0.0; this portal provides 0.1.0.';
    renderArea(
      failWith(new RemoteUnavailable('mfe_account', '2.0.0+abcdef0123', 'refused', reason)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section needs an update.');
    expect(alert).toHaveTextContent(reason);
    expect(mockedReport).toHaveBeenCalledWith(expect.objectContaining({ kind: 'refused' }));
  });

  it('says a remote support turned off is off, without a retry or a report', async () => {
    renderArea(failWith(new RemoteUnavailable('mfe_account', null, 'disabled', 'off')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is turned off.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(mockedReport).not.toHaveBeenCalled();
  });

  it('catches a page that throws while rendering, tagged with the loaded version', async () => {
    recordLoad('mfe_account', { status: 'loaded', version: '1.2.0+abcdef0123' });
    const Broken = () => {
      throw new Error('render failed');
    };
    renderArea(jest.fn<Promise<ComponentType>, Parameters<PageLoader>>().mockResolvedValue(Broken));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is unavailable right now.');
    expect(mockedReport).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'render',
        version: '1.2.0+abcdef0123',
        message: 'render failed',
      }),
    );
  });
});

describe('loadPage', () => {
  const pagesModule = (pages: RemoteRoutesModule['pages']): RemoteRoutesModule => ({ pages });

  it('returns the page the remote exposes for the pattern', async () => {
    mockedLoadRemotePages.mockResolvedValue(pagesModule({ profile: ProfilePage }));
    await expect(loadPage('mfe_account', 'profile')).resolves.toBe(ProfilePage);
    expect(mockedLoadRemotePages).toHaveBeenCalledWith('mfe_account');
  });

  it('gives the not-found page for a page name the remote lacks', async () => {
    mockedLoadRemotePages.mockResolvedValue(pagesModule({ profile: ProfilePage }));
    await expect(loadPage('mfe_account', 'faq')).resolves.toBe(NotFoundPage);
  });

  it('renders the not-found page in the area for a page name the remote lacks', async () => {
    mockedLoadRemotePages.mockResolvedValue(pagesModule({ profile: ProfilePage }));
    render(
      <MemoryRouter>
        <RemoteArea remote="mfe_account" page="faq" />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
  });

  it("loads the remote again when a page's chunk is gone after a deploy", async () => {
    const lazy = (load: () => Promise<{ default: ComponentType }>) =>
      Object.assign(() => null, { load });
    mockedLoadRemotePages.mockResolvedValue(
      pagesModule({ profile: lazy(() => Promise.reject(new Error('chunk 404'))) }),
    );
    mockedReload.mockResolvedValue(
      pagesModule({ profile: lazy(async () => ({ default: ProfilePage })) }),
    );
    await expect(loadPage('mfe_account', 'profile')).resolves.toBe(ProfilePage);
    mockedReload.mockRejectedValue(new Error('no newer release'));
    await expect(loadPage('mfe_account', 'profile')).rejects.toThrow('chunk 404');
  });

  it('fails (so the area offers a retry) when the remote cannot be loaded', async () => {
    mockedLoadRemotePages.mockRejectedValue(new Error('down'));
    await expect(loadPage('mfe_account', 'profile')).rejects.toThrow('down');
  });
});
