import { toTabSeparated } from './tableText';

describe('toTabSeparated', () => {
  it('joins cells with tabs and rows with line breaks, header first', () => {
    expect(
      toTabSeparated(
        ['A', 'B'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('A\tB\n1\t2\n3\t4');
  });

  it('keeps a cell whole when it holds tabs or line breaks', () => {
    expect(toTabSeparated(['Address'], [['12 Main St\n\tApt 4']])).toBe(
      'Address\n12 Main St Apt 4',
    );
  });

  it('gives just the header line for no rows', () => {
    expect(toTabSeparated(['A', 'B'], [])).toBe('A\tB');
  });
});
