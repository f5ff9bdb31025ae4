// Test helper: renders the deal pages under their route patterns, each with the deal of its route
// as the shell's deal frame gives it (the core's stand-in for the frame: no header nor tabs).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InDealLayout } from '@lender/shared/testing';
import AppraisalPaymentPage from '../appraisal-payment/AppraisalPaymentPage';
import DealOverviewPage from '../deal/DealOverviewPage';
import DocumentsPage from '../documents/DocumentsPage';
import PaymentHistoryPage from '../payment-history/PaymentHistoryPage';
import PropertyPage from '../property/PropertyPage';
import { ownPattern } from '../paths';

/** Where the router is (the test reads the "location" output). */
function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// The pages of exposes/routes, without waiting for their lazy chunks.
const pageFor = {
  [ownPattern('deal')]: DealOverviewPage,
  [ownPattern('deal-payment-history')]: PaymentHistoryPage,
  [ownPattern('deal-property')]: PropertyPage,
  [ownPattern('deal-documents')]: DocumentsPage,
  [ownPattern('deal-appraisal-payment')]: AppraisalPaymentPage,
};

export const renderDealRoute = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(pageFor).map(([pattern, Page]) => (
          // Keyed by pattern like the shell's routes: each route mounts its own page.
          <Route
            key={pattern}
            path={pattern}
            element={
              <InDealLayout>
                <Page />
              </InDealLayout>
            }
          />
        ))}
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
