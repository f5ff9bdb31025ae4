import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fillPattern } from './fillPattern';
import { pagePaths } from './pagePaths';
import { PageLink, pagePath, setPageDirectory } from './pageLinks';

describe('fillPattern', () => {
  it('fills and encodes parameters', () => {
    expect(fillPattern('/dashboard/deal/:id/documents', { id: 'a b' })).toBe(
      '/dashboard/deal/a%20b/documents',
    );
    expect(fillPattern('/dashboard', {})).toBe('/dashboard');
  });

  it('answers null when a parameter is missing or empty', () => {
    expect(fillPattern('/dashboard/deal/:id', {})).toBeNull();
    expect(fillPattern('/dashboard/deal/:id', { id: '' })).toBeNull();
  });
});

describe('a remote’s own paths', () => {
  const patterns = { deal: '/dashboard/deal/:id', dashboard: '/dashboard' };

  it('come from its patterns by page name', () => {
    const ownPath = pagePaths(patterns);
    expect(ownPath('deal', { id: 7 })).toBe('/dashboard/deal/7');
    expect(ownPath('dashboard')).toBe('/dashboard');
  });

  it('throw for a missing parameter, or a name it does not have', () => {
    expect(() => pagePaths(patterns)('deal')).toThrow('no page deal with these parameters');
    const untyped: (name: string) => string = pagePaths<string>(patterns);
    expect(() => untyped('toString')).toThrow('no page toString');
  });
});

describe('links to other remotes’ pages by name', () => {
  const reportUnknown = jest.fn();
  beforeEach(() => {
    reportUnknown.mockClear();
    setPageDirectory({ patterns: { deal: '/dashboard/deal/:id' }, reportUnknown });
  });

  it('resolve an offered name with its parameters', () => {
    expect(pagePath('deal', { id: 'D1' })).toBe('/dashboard/deal/D1');
    render(
      <MemoryRouter>
        <PageLink name="deal" params={{ id: 'D1' }}>
          Cedar Flip
        </PageLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cedar Flip' })).toHaveAttribute(
      'href',
      '/dashboard/deal/D1',
    );
  });

  it('render an unknown name as plain text, reported once', () => {
    render(
      <MemoryRouter>
        <PageLink name="deal-gone" params={{ id: 'D1' }}>
          Cedar Flip
        </PageLink>
        <PageLink name="deal-gone" params={{ id: 'D2' }}>
          Maple Duplex
        </PageLink>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Cedar Flip')).toBeInTheDocument();
    expect(pagePath('deal-gone')).toBeNull();
    expect(reportUnknown).toHaveBeenCalledTimes(1);
    expect(reportUnknown).toHaveBeenCalledWith('deal-gone');
  });
});
