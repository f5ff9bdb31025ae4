import { ADD_LOAN_MESSAGES, loanChoiceDetail, loanChoiceLabel } from './loanChoice';

const loan = {
  Id: 'a1',
  Loan_Number__c: 'LN-1001',
  Property_Address__c: '12 Maple St, Austin, TX',
  Street__c: '12 Maple St',
  StageName: 'Funded',
  Type: 'Bridge',
};

it('labels a match by loan number and address, else street, else the number alone', () => {
  expect(loanChoiceLabel(loan)).toBe('LN-1001 · 12 Maple St, Austin, TX');
  expect(loanChoiceLabel({ ...loan, Property_Address__c: ' ' })).toBe('LN-1001 · 12 Maple St');
  expect(loanChoiceLabel({ ...loan, Property_Address__c: null, Street__c: null })).toBe('LN-1001');
  expect(loanChoiceLabel({ ...loan, Loan_Number__c: null, Street__c: null })).toBe(
    'Loan · 12 Maple St, Austin, TX',
  );
});

it('details the stage and type', () => {
  expect(loanChoiceDetail(loan)).toBe('Funded, Bridge');
  expect(loanChoiceDetail({ ...loan, Type: null })).toBe('Funded');
});

it('counts the loans added', () => {
  expect(ADD_LOAN_MESSAGES.added(2)).toBe(
    'Your loans were added. They now appear in your loan lists.',
  );
  expect(ADD_LOAN_MESSAGES.noMatch).toMatch(/^No loans matched/);
});
