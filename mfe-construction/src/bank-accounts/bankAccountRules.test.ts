import { beneficiary } from '../test-utils/construction';
import {
  accountLabel,
  digitsAndCommasInput,
  emptyBankForm,
  newestAccountId,
  startingAccountId,
} from './bankAccountRules';

it('keeps digits and commas in routing and account numbers', () => {
  expect(digitsAndCommasInput('114-000,093 x')).toBe('114000,093');
});

it('names an account by bank, type, masked number and holder', () => {
  expect(accountLabel(beneficiary())).toBe('Frost Bank, Checking ••••6789 (Birch Build LLC)');
});

it('selects the newest account, the last answered', () => {
  expect(newestAccountId([beneficiary(), beneficiary({ id: 'ben-2' })])).toBe('ben-2');
  expect(newestAccountId([])).toBe('');
});

it('starts a draw request with a sole account, and with none of several', () => {
  expect(startingAccountId([beneficiary()])).toBe('ben-1');
  expect(startingAccountId([beneficiary(), beneficiary({ id: 'ben-2' })])).toBe('');
  expect(startingAccountId([])).toBe('');
});

it('starts the form empty', () => {
  expect(Object.values(emptyBankForm()).every((value) => value === '')).toBe(true);
});
