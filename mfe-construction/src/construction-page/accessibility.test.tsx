import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearReads } from '@lender/shared';
import { mockApi, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import type { DealDetail } from '@lender/contracts';
import { seriousViolations } from '../test-utils/axe';
import { beneficiary, budget, dealDetail, draws } from '../test-utils/construction';
import { renderConstructionPage } from '../test-utils/renderConstructionPage';

let api: ApiMock;
const serve = (deal: DealDetail) => {
  api = mockApi({
    'POST deals/details': { body: { deal: [deal] } },
    'POST deals/draws': { body: { draws: draws() } },
    'POST deals/budget': { body: { budget: budget() } },
    'GET borrower/beneficiaries': { body: { accounts: [beneficiary()] } },
  });
};

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
  sessionStorage.clear();
});

describe('no serious or critical axe violations', () => {
  it('on Draw Status and the new-draw form, with a refused line', async () => {
    serve(dealDetail());
    renderConstructionPage();
    const user = userEvent.setup();
    const input = await screen.findByLabelText(/^Amount for Foundation/);
    await user.type(input, '99999');
    await user.click(screen.getByRole('button', { name: 'Request Draw' }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('in the modal and its bank form, with their messages', async () => {
    serve(dealDetail());
    renderConstructionPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Amount for Roofing/), '10');
    await user.click(screen.getByRole('button', { name: 'Request Draw' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/^Bank Account/);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Draw Request' }));
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Add New Account' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Account' }),
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('on the budget upload and the analyst message', async () => {
    serve(dealDetail({ status: 'Processing', productType: 'Bridge' }));
    const { unmount } = renderConstructionPage();
    await screen.findByRole('region', { name: 'Construction Budget' });
    expect(await seriousViolations()).toEqual([]);
    unmount();
    // Another deal's page load: nothing kept from the first.
    clearReads();
    api.restore();
    serve(dealDetail({ productType: 'Multifamily' }));
    renderConstructionPage();
    await screen.findByText('Please contact your Construction Analyst to request a draw.');
    expect(await seriousViolations()).toEqual([]);
  });
});
