import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths, type RemoteRoutesModule } from '@lender/shared';
import { loadRemotePages } from '../federation/loadRemotePages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { loadPage, RemoteArea, type PageLoader } from './RemoteArea';

jest.mock('../federation/loadRemotePages', () => ({ loadRemotePages: jest.fn() }));
const mockedLoadRemotePages = jest.mocked(loadRemotePages);

const ProfilePage = () => <h1>Profile page</h1>;

const renderArea = (load: PageLoader) =>
  render(
    <MemoryRouter>
      <RemoteArea remote="mfe_account" path={paths.profile} load={load} />
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
});

describe('RemoteArea', () => {
  it('renders the page the loader returns for its remote and pattern', async () => {
    const load = jest
      .fn<Promise<ComponentType>, Parameters<PageLoader>>()
      .mockResolvedValue(ProfilePage);
    renderArea(load);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_account', paths.profile);
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

describe('loadPage', () => {
  const pagesModule = (pages: RemoteRoutesModule['pages']): RemoteRoutesModule => ({ pages });

  it('returns the page the remote exposes for the pattern', async () => {
    mockedLoadRemotePages.mockResolvedValue(pagesModule({ [paths.profile]: ProfilePage }));
    await expect(loadPage('mfe_account', paths.profile)).resolves.toBe(ProfilePage);
    expect(mockedLoadRemotePages).toHaveBeenCalledWith('mfe_account');
  });

  it('gives the not-found page for a pattern the remote lacks', async () => {
    mockedLoadRemotePages.mockResolvedValue(pagesModule({ [paths.profile]: ProfilePage }));
    await expect(loadPage('mfe_account', paths.faq)).resolves.toBe(NotFoundPage);
  });

  it('renders the not-found page in the area for a pattern the remote lacks', async () => {
    mockedLoadRemotePages.mockResolvedValue(pagesModule({ [paths.profile]: ProfilePage }));
    render(
      <MemoryRouter>
        <RemoteArea remote="mfe_account" path={paths.faq} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
  });

  it('fails (so the area offers a retry) when the remote cannot be loaded', async () => {
    mockedLoadRemotePages.mockRejectedValue(new Error('down'));
    await expect(loadPage('mfe_account', paths.profile)).rejects.toThrow('down');
  });
});
