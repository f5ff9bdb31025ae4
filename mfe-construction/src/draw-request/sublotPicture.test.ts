import { budget } from '../test-utils/construction';
import { sublotBars } from './sublotPicture';

const lot1 = budget().sublots[0]!.items; // budget 50,000, invoiced 25,000

it('puts budget, invoiced and this request on one scale', () => {
  expect(sublotBars(lot1, 5000)).toEqual([
    { key: 'budget', label: 'Budget', amount: 50000, share: 1 },
    { key: 'invoiced', label: 'Invoiced', amount: 25000, share: 0.5 },
    { key: 'request', label: 'This request', amount: 5000, share: 0.1 },
  ]);
});

it('scales to a request over the budget, and handles an empty sublot', () => {
  expect(sublotBars(lot1, 100000).map((bar) => bar.share)).toEqual([0.5, 0.25, 1]);
  expect(sublotBars([], 0).map((bar) => bar.share)).toEqual([0, 0, 0]);
});
