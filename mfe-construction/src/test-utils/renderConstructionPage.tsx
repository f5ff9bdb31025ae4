// Test helper: the construction page under its route pattern, in the deal frame, as the shell
// mounts it.
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
