import { clearAllDrafts, draftKey, readDraft, writeDraft } from './formDraft';

const EMPTY = { loan_number: '', agreed: false };

afterEach(() => sessionStorage.clear());

it('keeps the answers per form and user, and reads back only the form’s fields of the right type', () => {
  const key = draftKey('payoff', 'jane@demo.test');
  writeDraft(sessionStorage, key, { loan_number: 'LN-1004', agreed: true }, EMPTY);
  expect(readDraft(sessionStorage, key, EMPTY)).toEqual({ loan_number: 'LN-1004', agreed: true });
  expect(readDraft(sessionStorage, draftKey('payoff', 'other@demo.test'), EMPTY)).toEqual(EMPTY);
  expect(readDraft(sessionStorage, draftKey('capex', 'jane@demo.test'), EMPTY)).toEqual(EMPTY);

  sessionStorage.setItem(key, JSON.stringify({ loan_number: 7, agreed: 'yes', extra: 'x' }));
  expect(readDraft(sessionStorage, key, EMPTY)).toEqual(EMPTY);
  sessionStorage.setItem(key, '{not json');
  expect(readDraft(sessionStorage, key, EMPTY)).toEqual(EMPTY);
});

it('removes a draft equal to the empty form, and every draft at sign-out', () => {
  const key = draftKey('payoff', null);
  expect(key).toBe('lender:servicing:payoff:visitor');
  writeDraft(sessionStorage, key, { loan_number: 'LN-1', agreed: false }, EMPTY);
  writeDraft(sessionStorage, key, EMPTY, EMPTY);
  expect(sessionStorage.getItem(key)).toBeNull();

  writeDraft(sessionStorage, key, { loan_number: 'LN-1', agreed: false }, EMPTY);
  writeDraft(
    sessionStorage,
    draftKey('capex', 'a@b.c'),
    { loan_number: 'LN-2', agreed: false },
    EMPTY,
  );
  sessionStorage.setItem('lender:draw-request:x', '{}');
  clearAllDrafts(sessionStorage);
  expect(Object.keys(sessionStorage)).toEqual(['lender:draw-request:x']);
});
