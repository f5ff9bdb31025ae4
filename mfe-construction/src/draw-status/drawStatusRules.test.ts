import { budget, draw, draws } from '../test-utils/construction';
import { drawListState, drawStatusLabel, drawTable, latestDrawId } from './drawStatusRules';

describe('drawListState', () => {
  it('is unavailable without a budget, empty without draws, else the draws', () => {
    expect(drawListState(draws(), budget({ sublots: [], totalBalance: 0 }))).toBe('unavailable');
    expect(drawListState([], budget())).toBe('empty');
    expect(drawListState(draws(), budget())).toBe('draws');
  });
});

it('makes the latest draw the active one', () => {
  expect(latestDrawId(draws())).toBe('dr-2');
  expect(latestDrawId([])).toBeNull();
});

it('labels an empty status pending and any other complete', () => {
  expect(drawStatusLabel({ status: '' })).toBe('Pending');
  expect(drawStatusLabel({ status: '  ' })).toBe('Pending');
  expect(drawStatusLabel({ status: 'Paid' })).toBe('Complete');
});

describe('drawTable', () => {
  it('gives each item of a draw its amount, the budget left after it, and its budget', () => {
    expect(drawTable(draws(), 0, budget())).toEqual([
      {
        sublot: 'L1',
        sublotName: 'Lot 1',
        rows: [
          {
            key: 'i-found-0',
            name: 'Foundation',
            code: '0100',
            amount: 15000,
            remaining: 5000,
            budget: 20000,
          },
        ],
      },
      {
        sublot: 'L2',
        sublotName: 'Lot 2',
        rows: [
          {
            key: 'i-roof-0',
            name: 'Roofing',
            code: '0300',
            amount: 15000,
            remaining: 35000,
            budget: 50000,
          },
        ],
      },
    ]);
  });

  it('counts earlier draws of the same item, to the cent', () => {
    const history = [
      draw({
        id: 'a',
        items: [{ budgetItem: 'i-frame', sublot: 'L1', code: '0200', name: 'Framing', value: 0.1 }],
      }),
      draw({
        id: 'b',
        sublots: [
          {
            sublot: 'L1',
            sublotName: 'Lot 1',
            items: [
              { budgetItem: 'i-frame', sublot: 'L1', code: '0200', name: 'Framing', value: 0.2 },
            ],
          },
        ],
        items: [{ budgetItem: 'i-frame', sublot: 'L1', code: '0200', name: 'Framing', value: 0.2 }],
      }),
    ];
    expect(drawTable(history, 1, budget())[0]?.rows[0]?.remaining).toBe(29999.7);
  });

  it('shows no budget for an item that left the budget', () => {
    const gone = draw({
      sublots: [
        {
          sublot: 'L9',
          sublotName: 'Lot 9',
          items: [{ budgetItem: null, sublot: 'L9', code: '9', name: 'Old', value: 5 }],
        },
      ],
    });
    expect(drawTable([gone], 0, budget())[0]?.rows[0]).toMatchObject({
      remaining: null,
      budget: null,
    });
  });

  it('is empty for a draw that is not there', () => {
    expect(drawTable(draws(), 5, budget())).toEqual([]);
  });
});
