// Tests: renders pages at their route patterns in a memory router; any other path shows where the
// page went (with the history state it handed over).
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <p data-testid="where-state">{JSON.stringify(state ?? null)}</p>
    </>
  );
}

export const renderRoutes = (path: string, pages: Record<string, ComponentType>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(pages).map(([pattern, Page]) => (
          <Route key={pattern} path={pattern} element={<Page />} />
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
