/** @jest-environment node */
import {
  DRAW_MESSAGES,
  addIsoDays,
  inspectionEndDate,
  toIsoDate,
  type BankAccount,
  type LoginResponse,
  type Budget,
} from '@lender/contracts';
import { postJson, useSession, write } from '@lender/shared';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { beneficiaryWrite } from '../../bank-accounts/api/beneficiaries';
import { budgetRead, drawsRead, parseBudget, parseDraws } from '../../draw-status/api/draws';
import { drawRequestInput, type DrawModalValues } from '../drawForm';
import { drawRequestWrite } from './drawRequest';

const addBeneficiary = (account: Parameters<typeof beneficiaryWrite>[0]) =>
  write(beneficiaryWrite(account));
const requestDraw = (request: Parameters<typeof drawRequestWrite>[0]) =>
  write(drawRequestWrite(request));

const api = liveApiForThisFile();
const fetchDraws = (dealId: string) => readLive(drawsRead(dealId), parseDraws);
const fetchBudget = (dealId: string) => readLive(budgetRead(dealId), parseBudget);

const BANK: BankAccount = {
  bank_account_name: 'Ellis Build Co LLC',
  bank_account_number: '000123456789',
  bank_routing_number: '114000093',
  bank_account_type: 'Checking',
  bank_name: 'Frost Bank',
  bank_instructions: 'Reference the loan number',
  account_address_street: '111 W Houston St',
  account_address_city: 'San Antonio',
  account_address_state: 'TX',
  account_address_zip: '78205',
};

const modal = (beneficiaryId: string): DrawModalValues => ({
  inspectionStart: addIsoDays(toIsoDate(new Date()), 3),
  lockboxCode: '4321',
  beneficiaryId,
  agreed: true,
});

/** An amount on the first item with a balance (its whole balance + `over` when asked). */
const amountsFor = (budget: Budget, over = false): Record<string, string> => {
  const item = budget.sublots.flatMap((sublot) => sublot.items).find((it) => it.balance >= 100);
  if (!item) throw new Error('no item with a balance');
  return { [item.id]: over ? (item.balance + 1).toFixed(2) : '$100.00' };
};

it('requests a draw as the form builds it; the draw is then pending and a second is refused', async () => {
  await api.signInAs('borrower@demo.test');
  const beneficiaryId = (await addBeneficiary(BANK)).at(-1)?.id ?? '';
  const budget = await fetchBudget('D1010');
  const input = drawRequestInput('D1010', amountsFor(budget), budget, modal(beneficiaryId));
  expect(input.inspection_end_date).toBe(inspectionEndDate(input.inspection_start_date ?? ''));
  const answer = await requestDraw(input);
  expect(answer).toEqual({ success: true, id: expect.any(String) });
  expect((await fetchDraws('D1010')).at(-1)).toMatchObject({ id: answer.id, status: '' });
  await expect(requestDraw(input)).rejects.toMatchObject({
    status: 409,
    message: DRAW_MESSAGES.pending,
  });
});

it('refuses another customer’s bank account, and an amount over the balance', async () => {
  await api.signInAs('borrower2@demo.test');
  const budget = await fetchBudget('D2008');
  await expect(
    requestDraw(drawRequestInput('D2008', amountsFor(budget), budget, modal('ben-nobody'))),
  ).rejects.toMatchObject({ status: 404, message: DRAW_MESSAGES.beneficiaryNotFound });
  await expect(
    requestDraw(drawRequestInput('D2008', amountsFor(budget, true), budget, modal('ben-raman-op'))),
  ).rejects.toMatchObject({ status: 400 });
});

it('is refused while an employee views the borrower’s account', async () => {
  const own = await api.signInAs('employee@demo.test');
  const viewed = await postJson<LoginResponse>(
    'users/impersonate',
    { username: 'borrower@demo.test' },
    { token: own.token },
  );
  useSession.getState().login(viewed);
  const budget = await fetchBudget('D1010');
  await expect(
    requestDraw(drawRequestInput('D1010', amountsFor(budget), budget, modal('any'))),
  ).rejects.toMatchObject({ status: 403 });
});
