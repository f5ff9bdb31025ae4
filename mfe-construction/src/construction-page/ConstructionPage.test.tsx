import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  holdUploads,
  mockApi,
  signIn,
  signOut,
  type ApiMock,
  type ApiRoutes,
  type HeldUploads,
} from '@lender/shared/testing';
import type { DealDetail } from '@lender/contracts';
import { budget, dealDetail, draws } from '../test-utils/construction';
import { renderConstructionPage } from '../test-utils/renderConstructionPage';

// The upload goes over XMLHttpRequest (the core's write with progress): a stand-in answers it.
let held: HeldUploads;
beforeEach(() => {
  held = holdUploads();
});
afterEach(() => held.restore());

let api: ApiMock;

const serve = (deal: DealDetail, extra: ApiRoutes = {}) => {
  api = mockApi({
    'POST deals/details': { body: { deal: [deal] } },
    'POST deals/draws': { body: { draws: draws() } },
    'POST deals/budget': { body: { budget: budget() } },
    ...extra,
  });
};

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
  sessionStorage.clear();
});

// The deal frame around this page (the deal as heading, the tabs, the page title, the not-found
// look) is the shell's, tested there; a stand-in gives the page the deal of its route.
describe('the construction page', () => {
  it("shows its heading for the route's deal", async () => {
    serve(dealDetail());
    renderConstructionPage('D7');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Construction Management' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST deals/details')[0]?.body).toEqual({ dealid: 'D7' });
  });

  it('asks a funded multifamily deal to contact the analyst, without calling for draws', async () => {
    serve(dealDetail({ status: 'Funded', productType: 'Multifamily' }));
    renderConstructionPage();
    expect(
      await screen.findByText('Please contact your Construction Analyst to request a draw.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST deals/draws')).toHaveLength(0);
    expect(api.callsTo('POST deals/budget')).toHaveLength(0);
  });

  it('offers the budget template and upload on a deal not funded and of another type', async () => {
    serve(dealDetail({ status: 'Processing', productType: 'Bridge', uploadedBudgets: 2 }));
    renderConstructionPage();
    const section = await screen.findByRole('region', { name: 'Construction Budget' });
    expect(
      within(section).getByRole('link', {
        name: 'Download the Construction Budget Template (XLSX)',
      }),
    ).toHaveAttribute('href', '/documents/resources/Construction%20Budget%20Template.xlsx');
    expect(within(section).getByText('2 budgets uploaded')).toBeInTheDocument();
    expect(api.callsTo('POST deals/draws')).toHaveLength(0);
  });

  it('counts one more uploaded budget after an upload (the deal loaded again)', async () => {
    held.answerAll({ body: { success: true } });
    let uploaded = 2;
    serve(dealDetail(), {
      'POST deals/details': () => ({
        body: {
          deal: [
            dealDetail({ status: 'Processing', productType: 'Bridge', uploadedBudgets: uploaded }),
          ],
        },
      }),
    });
    renderConstructionPage();
    const user = userEvent.setup();
    await screen.findByText('2 budgets uploaded');
    await user.upload(
      screen.getByLabelText('Budget file'),
      new File(['a,b'], 'Budget.csv', { type: 'text/csv' }),
    );
    uploaded = 3;
    await user.click(screen.getByRole('button', { name: 'Upload Budget' }));
    expect(await screen.findByText('Your file was successfully uploaded!')).toBeInTheDocument();
    expect(await screen.findByText('3 budgets uploaded')).toBeInTheDocument();
    expect(screen.queryByText('Loading the deal…')).not.toBeInTheDocument();
  });

  it('shows Draw Status and the new-draw form otherwise', async () => {
    serve(dealDetail({ status: 'Processing', productType: 'FixNFlip' }));
    renderConstructionPage();
    expect(await screen.findByRole('region', { name: 'Draw Status' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New Draw Request' })).toBeInTheDocument();
    expect(api.callsTo('POST deals/draws')[0]?.body).toEqual({ dealid: 'D7' });
    expect(api.callsTo('POST deals/budget')[0]?.body).toEqual({ dealid: 'D7' });
  });
});
