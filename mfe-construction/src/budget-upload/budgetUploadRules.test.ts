import { BUDGET_UPLOAD_MESSAGES, MAX_BUDGET_BYTES } from '@lender/contracts';
import {
  BUDGET_ACCEPT,
  budgetFileProblems,
  budgetPayload,
  percentSent,
  uploadedBudgetsText,
} from './budgetUploadRules';

it('accepts the budget types', () => {
  expect(BUDGET_ACCEPT).toBe('.xlsx,.xls,.xlsm,.csv,.pdf');
  expect(budgetFileProblems({ name: 'Budget.XLSX', size: 10 })).toEqual([]);
});

it('refuses another type, an empty file and one over 20 MB', () => {
  expect(budgetFileProblems({ name: 'Budget.docx', size: 10 })).toEqual([
    BUDGET_UPLOAD_MESSAGES.type,
  ]);
  expect(budgetFileProblems({ name: 'Budget.csv', size: 0 })).toEqual([
    BUDGET_UPLOAD_MESSAGES.empty,
  ]);
  expect(budgetFileProblems({ name: 'Budget.pdf', size: MAX_BUDGET_BYTES + 1 })).toEqual([
    'File size too large.',
    'Max file size is 20MB',
  ]);
});

it('builds the §3 payload', () => {
  expect(budgetPayload('D1', 'B.xlsx', 'QUJD')).toEqual({
    opportunityid: 'D1',
    budgetfilename: 'B.xlsx',
    budgetfiledata: 'QUJD',
  });
});

it('reports the percent sent', () => {
  expect(percentSent(50, 200)).toBe(25);
  expect(percentSent(5, 0)).toBe(0);
  expect(percentSent(300, 200)).toBe(100);
});

it('counts the uploaded budgets', () => {
  expect(uploadedBudgetsText(0)).toBe('0 budgets uploaded');
  expect(uploadedBudgetsText(1)).toBe('1 budget uploaded');
});
