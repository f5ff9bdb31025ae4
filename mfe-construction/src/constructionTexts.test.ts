import { BANK_ACCOUNT_FAILURE_MESSAGE } from './bank-accounts/bankAccountRules';
import { BUDGET_UPLOAD_TEXTS } from './budget-upload/budgetUploadRules';

describe('the §8 texts, word for word', () => {
  it('bank account failure (two spaces between sentences)', () => {
    expect(BANK_ACCOUNT_FAILURE_MESSAGE).toBe(
      'We were unable to process your request to add a new bank account.  Please check that the information you have entered is correct and re-submit your request.  If the error persists please come back at a later time.',
    );
  });
  it('budget upload', () => {
    expect(BUDGET_UPLOAD_TEXTS.failure).toBe(
      'Something went wrong with your upload - please try again later.',
    );
    expect(BUDGET_UPLOAD_TEXTS.success).toBe('Your file was successfully uploaded!');
  });
});
