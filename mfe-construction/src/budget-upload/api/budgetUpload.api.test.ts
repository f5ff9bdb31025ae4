/** @jest-environment node */
import { postJson, useSession, write } from '@lender/shared';
import type { LoginResponse } from '@lender/contracts';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { dealOfDetailAnswer } from '@lender/contracts';
import { dealDetailRead } from '@lender/shared';
import { budgetPayload } from '../budgetUploadRules';
import { budgetUploadWrite } from './budgetUpload';

const uploadBudget = (upload: Parameters<typeof budgetUploadWrite>[0]) =>
  write(budgetUploadWrite(upload));

const api = liveApiForThisFile();
const fetchDealDetail = (dealId: string) => readLive(dealDetailRead(dealId), dealOfDetailAnswer);

const CSV = Buffer.from('Item,Budget\r\nFraming,"12,000"\r\n').toString('base64');

it('uploads a budget; the deal’s count of uploaded budgets rises', async () => {
  await api.signInAs('borrower@demo.test');
  const before = (await fetchDealDetail('D1001')).uploadedBudgets;
  expect(await uploadBudget(budgetPayload('D1001', 'My Budget.csv', CSV))).toEqual({
    success: true,
  });
  expect((await fetchDealDetail('D1001')).uploadedBudgets).toBe(before + 1);
});

it('refuses a file whose content is not its type, and another borrower’s deal', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(uploadBudget(budgetPayload('D1001', 'Budget.pdf', CSV))).rejects.toMatchObject({
    status: 400,
  });
  await api.signInAs('borrower2@demo.test');
  await expect(uploadBudget(budgetPayload('D1001', 'Budget.csv', CSV))).rejects.toMatchObject({
    status: 404,
  });
});

it('is refused while an employee views the borrower’s account', async () => {
  const own = await api.signInAs('employee@demo.test');
  const viewed = await postJson<LoginResponse>(
    'users/impersonate',
    { username: 'borrower@demo.test' },
    { token: own.token },
  );
  useSession.getState().login(viewed);
  await expect(uploadBudget(budgetPayload('D1001', 'Budget.csv', CSV))).rejects.toMatchObject({
    status: 403,
  });
});
