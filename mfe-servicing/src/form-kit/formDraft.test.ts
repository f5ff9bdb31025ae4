import { reviveAnswers } from './formDraft';

const EMPTY = { loan_number: '', agreed: false };

it('reads back only the form’s own fields of the right type', () => {
  expect(reviveAnswers({ loan_number: 'LN-1004', agreed: true }, EMPTY)).toEqual({
    loan_number: 'LN-1004',
    agreed: true,
  });
  expect(reviveAnswers({ loan_number: 7, agreed: 'yes', extra: 'x' }, EMPTY)).toEqual(EMPTY);
  for (const broken of [null, 'text', 42, ['LN-1']])
    expect(reviveAnswers(broken, EMPTY)).toEqual(EMPTY);
});
