import {
  DRAW_MESSAGES,
  canRequestNewDraw,
  drawLineItemsError,
  drawRequestTotal,
  drawState,
  latestDraw,
  lineItemsToSend,
  remainingBalance,
} from './draws';

describe('draw state', () => {
  it('empty status is pending, anything else complete', () => {
    expect(drawState({ date: '2024-01-01', status: '' })).toBe('pending');
    expect(drawState({ date: '2024-01-01', status: ' ' })).toBe('pending');
    expect(drawState({ date: '2024-01-01' })).toBe('pending');
    expect(drawState({ date: '2024-01-01', status: 'Funded' })).toBe('complete');
  });
});

describe('canRequestNewDraw', () => {
  const done = { date: '2024-01-01', status: 'Paid' };
  it('needs every draw complete and a positive balance', () => {
    expect(canRequestNewDraw([], 100)).toBe(true);
    expect(canRequestNewDraw([done], 100)).toBe(true);
    expect(canRequestNewDraw([done, { date: '2024-02-01', status: '' }], 100)).toBe(false);
    expect(canRequestNewDraw([done], 0)).toBe(false);
    expect(canRequestNewDraw([done], null)).toBe(false);
  });
});

it('latestDraw is the newest by date', () => {
  expect(
    latestDraw([{ date: '2024-01-01' }, { date: '2024-03-01' }, { date: '2024-02-01' }])?.date,
  ).toBe('2024-03-01');
  expect(latestDraw([])).toBeUndefined();
});

describe('line items', () => {
  it('remaining balance and total', () => {
    expect(remainingBalance({ amount: 100.1, balance: 200.2 })).toBe(100.1);
    expect(drawRequestTotal([{ amount: 0.1 }, { amount: 0.2 }, { amount: Number.NaN }])).toBe(0.3);
  });

  it('only non-zero items are sent', () => {
    expect(
      lineItemsToSend([
        { amount: 0, balance: 5 },
        { amount: 3, balance: 5 },
      ]),
    ).toEqual([{ amount: 3, balance: 5 }]);
  });

  it('errors: negative remaining balance, then at least one item', () => {
    expect(drawLineItemsError([{ amount: 6, balance: 5 }])).toBe(DRAW_MESSAGES.negative);
    expect(drawLineItemsError([{ amount: 0, balance: 5 }])).toBe(DRAW_MESSAGES.minimumOne);
    expect(drawLineItemsError([{ amount: 5, balance: 5 }])).toBeNull();
  });
});
