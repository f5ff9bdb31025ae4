// Test helper: the construction page under its route pattern, as the shell mounts it.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ConstructionPage from '../construction-page/ConstructionPage';
import { ownPattern } from '../paths';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export const renderConstructionPage = (id = 'D7') =>
  render(
    <MemoryRouter initialEntries={[`/dashboard/deal/${id}/construction`]}>
      <Routes>
        <Route path={ownPattern('deal-construction')} element={<ConstructionPage />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
