import { clearAllDrafts, clearDraft, draftKey, readDraft, writeDraft } from './drawDraft';

afterEach(() => sessionStorage.clear());

it('keys a draft by user and deal', () => {
  expect(draftKey('jane@demo.test', 'D7')).toBe('lender:draw-request:jane%40demo.test:D7');
  expect(draftKey('a:b', 'D7')).not.toBe(draftKey('a', 'b:D7'));
});

it('writes the non-empty amounts and reads them back', () => {
  const key = draftKey('jane@demo.test', 'D7');
  writeDraft(sessionStorage, key, { 'i-found': '$1,200.50', 'i-roof': '' });
  expect(JSON.parse(sessionStorage.getItem(key) ?? '')).toEqual({
    amounts: { 'i-found': '$1,200.50' },
  });
  expect(readDraft(sessionStorage, key)).toEqual({ 'i-found': '$1,200.50' });
});

it('removes the draft when no amount is left', () => {
  const key = draftKey('jane@demo.test', 'D7');
  writeDraft(sessionStorage, key, { 'i-found': '1' });
  writeDraft(sessionStorage, key, { 'i-found': '' });
  expect(sessionStorage.getItem(key)).toBeNull();
});

it('reads nothing from a missing, broken or tampered draft', () => {
  const key = draftKey('jane@demo.test', 'D7');
  expect(readDraft(sessionStorage, key)).toEqual({});
  sessionStorage.setItem(key, '{not json');
  expect(readDraft(sessionStorage, key)).toEqual({});
  sessionStorage.setItem(key, JSON.stringify({ amounts: { a: '-5', b: 7, c: '12.5' } }));
  expect(readDraft(sessionStorage, key)).toEqual({ c: '12.5' });
});

it('clears one draft, or every draft but nothing else', () => {
  const mine = draftKey('jane@demo.test', 'D7');
  const other = draftKey('jane@demo.test', 'D8');
  writeDraft(sessionStorage, mine, { a: '1' });
  writeDraft(sessionStorage, other, { a: '2' });
  sessionStorage.setItem('unrelated', 'x');
  clearDraft(sessionStorage, mine);
  expect(sessionStorage.getItem(mine)).toBeNull();
  expect(sessionStorage.getItem(other)).not.toBeNull();
  clearAllDrafts(sessionStorage);
  expect(sessionStorage.getItem(other)).toBeNull();
  expect(sessionStorage.getItem('unrelated')).toBe('x');
});

it('ignores storage that refuses to write', () => {
  const full = {
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
    getItem: () => null,
    key: () => null,
    length: 0,
    clear: () => undefined,
  } satisfies Storage;
  expect(() => writeDraft(full, 'k', { a: '1' })).not.toThrow();
  expect(() => clearDraft(full, 'k')).not.toThrow();
});
