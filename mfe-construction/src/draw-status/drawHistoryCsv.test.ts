import { csvField, drawHistoryCsv, drawHistoryFileName, toCsv } from './drawHistoryCsv';
import { draw, draws } from '../test-utils/construction';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Framing')).toBe('Framing');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('Lot 1, east')).toBe('"Lot 1, east"');
    expect(csvField('2" pipe')).toBe('"2"" pipe"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM')).toBe("'@SUM");
  });
});

it('joins rows with CRLF', () => {
  expect(
    toCsv([
      ['a', 'b'],
      ['c, d', 1],
    ]),
  ).toBe('a,b\r\n"c, d",1');
});

describe('drawHistoryCsv', () => {
  it('writes a header and one row per drawn item, oldest draw first', () => {
    expect(drawHistoryCsv(draws()).split('\r\n')).toEqual([
      'Draw Date,Status,Project,Sublot,Cost Code,Budget Item,Amount',
      '2026-01-10,Paid,Birch Build,Lot 1,0100,Foundation,15000.00',
      '2026-01-10,Paid,Birch Build,Lot 2,0300,Roofing,15000.00',
      '2026-02-20,Paid,Birch Build,Lot 1,0200,Framing,10000.00',
    ]);
  });

  it('names a pending draw, and lists a draw without items', () => {
    const csv = drawHistoryCsv([
      draw({ status: '', projectName: 'Oak, Phase 2', sublots: [], items: [] }),
    ]);
    expect(csv.split('\r\n')[1]).toBe('2026-01-10,Pending,"Oak, Phase 2",,,,');
  });

  it('is only the header without draws', () => {
    expect(drawHistoryCsv([])).toBe('Draw Date,Status,Project,Sublot,Cost Code,Budget Item,Amount');
  });
});

it('names the file after the deal, safely', () => {
  expect(drawHistoryFileName('D1010')).toBe('draw-history-D1010.csv');
  expect(drawHistoryFileName('a/b c')).toBe('draw-history-a_b_c.csv');
});
