import { DRAW_MESSAGES } from '@lender/contracts';
import { currencyKind } from '@lender/shared';
import { budget } from '../test-utils/construction';
import {
  amountOf,
  amountsForBudget,
  balanceError,
  drawLinesError,
  drawRequestInput,
  drawRequestTotal,
  formError,
  lineError,
  lineItemsToSend,
  requestTotal,
  sublotRequestTotal,
} from './drawForm';

const items = budget().sublots.flatMap((sublot) => sublot.items);
const foundation = items[0]!; // balance 5000

describe('an amount, read as the core’s currency kind reads it', () => {
  it.each(['1,234.5', '$1,234.56', '450000', '12.', '.5', '$0.10'])('reads %p', (text) => {
    expect(amountOf({ 'i-found': text }, 'i-found')).toBe(currencyKind.parse(text));
  });

  it.each(['', '$', '1,2', '1.2.3', '1.234'])('reads %p as 0 (not an amount)', (text) => {
    expect(amountOf({ 'i-found': text }, 'i-found')).toBe(0);
  });
});

describe('line and form errors', () => {
  it('refuses an amount above the balance, with the spec’s message', () => {
    expect(lineError({ 'i-found': '5,000.01' }, foundation)).toBe(DRAW_MESSAGES.negativeLine);
    expect(balanceError({ 'i-found': '5,000.01' }, foundation)).toBe(DRAW_MESSAGES.negativeLine);
    expect(lineError({ 'i-found': '$5,000.00' }, foundation)).toBeNull();
  });

  it('refuses a text that is not an amount with the contracts’ message, on the line and the form', () => {
    for (const text of ['1.234', '1,2', '$']) {
      expect(lineError({ 'i-found': text }, foundation)).toBe(DRAW_MESSAGES.amountFormat);
      // Shown as typed: only the balance; the field says the format when left.
      expect(balanceError({ 'i-found': text }, foundation)).toBeNull();
      expect(formError({ 'i-found': text, 'i-roof': '10' }, budget())).toBe(
        DRAW_MESSAGES.amountFormat,
      );
    }
  });

  it('needs one line above 0', () => {
    expect(formError({}, budget())).toBe(DRAW_MESSAGES.minimumOneLine);
    expect(formError({ 'i-found': '0.00' }, budget())).toBe(DRAW_MESSAGES.minimumOneLine);
    expect(formError({ 'i-found': '1' }, budget())).toBeNull();
  });

  it('reports a line over its balance first', () => {
    expect(formError({ 'i-found': '9000', 'i-roof': '1' }, budget())).toBe(
      DRAW_MESSAGES.negativeLine,
    );
  });
});

it('totals the amounts to the cent, per request and per sublot', () => {
  const amounts = { 'i-found': '0.1', 'i-frame': '$0.20', 'i-roof': '1,000' };
  expect(requestTotal(amounts, budget())).toBe(1000.3);
  expect(sublotRequestTotal(amounts, budget().sublots[0]!.items)).toBe(0.3);
});

it('sends only the lines above 0, with cost code and balance', () => {
  expect(
    lineItemsToSend({ 'i-found': '$1,500.25', 'i-frame': '0', 'i-roof': '' }, budget()),
  ).toEqual([{ budgetItem: 'i-found', costCode: '0100', amount: 1500.25, balance: 5000 }]);
});

it('builds the payload with the inspection end the contracts compute', () => {
  const input = drawRequestInput('D7', { 'i-roof': '100' }, budget(), {
    inspectionStart: '2026-03-19', // a Thursday: + 2 days is Saturday → Monday
    lockboxCode: '1234',
    beneficiaryId: 'ben-1',
    agreed: true,
  });
  expect(input).toEqual({
    dealid: 'D7',
    LockboxAccessCode: '1234',
    BeneficiaryId: 'ben-1',
    lineItems: [{ budgetItem: 'i-roof', costCode: '0300', amount: 100, balance: 35000 }],
    inspection_start_date: '2026-03-19',
    inspection_end_date: '2026-03-23',
  });
});

it('keeps restored amounts only for items of the budget, as the currency field takes them', () => {
  expect(
    amountsForBudget(
      { 'i-found': '$1,200.50', gone: '5', 'i-roof': '12abc', 'i-frame': '' },
      budget(),
    ),
  ).toEqual({ 'i-found': '$1,200.50' });
});

describe('the form arithmetic (moved from the contracts: the page alone uses it)', () => {
  it('totals to the cent', () => {
    expect(drawRequestTotal([{ amount: 1000.1 }, { amount: 0.2 }, { amount: 0 }])).toBe(1000.3);
    expect(drawRequestTotal([])).toBe(0);
  });
  it('lines: the first line error, else at least one amount above 0', () => {
    expect(drawLinesError([{ amount: 0, balance: 5 }])).toBe(DRAW_MESSAGES.minimumOneLine);
    expect(drawLinesError([])).toBe(DRAW_MESSAGES.minimumOneLine);
    expect(
      drawLinesError([
        { amount: 0, balance: 5 },
        { amount: 6, balance: 5 },
      ]),
    ).toBe(DRAW_MESSAGES.negativeLine);
    expect(drawLinesError([{ amount: 0.3, balance: 0.3 }])).toBeNull();
  });
});
