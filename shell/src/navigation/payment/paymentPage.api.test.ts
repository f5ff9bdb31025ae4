/** @jest-environment node */
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { fetchPaymentUrl } from './paymentPage';

const api = liveApiForThisFile();

it('reads the payment page from makepayment', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(fetchPaymentUrl()).resolves.toMatch(/^https?:\/\//);
});

it('is refused to leads (spec §1)', async () => {
  await api.signInAs('lead@demo.test');
  await expect(fetchPaymentUrl()).rejects.toMatchObject({ status: 403 });
});
