import { reviveAmounts } from './drawDraft';

it('reads back the saved texts, and nothing from a broken or tampered draft', () => {
  expect(reviveAmounts({ 'i-found': '$1,200.50', 'i-roof': 7, 'i-slab': null })).toEqual({
    'i-found': '$1,200.50',
  });
  for (const broken of [null, 'text', 42, ['1']]) expect(reviveAmounts(broken)).toEqual({});
});
