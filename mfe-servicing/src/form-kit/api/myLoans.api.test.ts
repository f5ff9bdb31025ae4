/** @jest-environment node */
import { dealsOfAnswer } from '@lender/contracts';
import type { AccountKind } from '@lender/shared';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { loanChoices } from '../loanChoices';
import { myFundedLoansRead } from './myLoans';

const api = liveApiForThisFile();
const fetchMyFundedLoans = (kind: AccountKind) => readLive(myFundedLoansRead(kind), dealsOfAnswer);

it('lists a borrower’s own funded loans, each with its loan number, and not another’s', async () => {
  await api.signInAs('borrower@demo.test');
  const loans = await fetchMyFundedLoans('customer');
  expect(loans.length).toBeGreaterThan(0);
  expect(loans.every((loan) => loan.status === 'Funded')).toBe(true);
  const choices = loanChoices(loans);
  expect(choices.length).toBeGreaterThan(0);
  expect(choices.every((choice) => /^LN-/.test(choice.loanNumber))).toBe(true);

  await api.signInAs('borrower2@demo.test');
  const others = loanChoices(await fetchMyFundedLoans('customer')).map((c) => c.loanNumber);
  expect(others.some((number) => choices.some((mine) => mine.loanNumber === number))).toBe(false);
});
