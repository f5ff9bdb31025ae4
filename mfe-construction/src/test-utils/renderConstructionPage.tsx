// Test helper: the construction page under its route pattern, with the deal of its route as the
// shell's deal frame gives it (the core's stand-in for the frame: no header nor tabs).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InDealLayout } from '@lender/shared/testing';
import ConstructionPage from '../construction-page/ConstructionPage';
import { ownPattern } from '../paths';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export const renderConstructionPage = (id = 'D7') =>
  render(
    <MemoryRouter initialEntries={[`/dashboard/deal/${id}/construction`]}>
      <Routes>
        <Route
          path={ownPattern('deal-construction')}
          element={
            <InDealLayout>
              <ConstructionPage />
            </InDealLayout>
          }
        />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
