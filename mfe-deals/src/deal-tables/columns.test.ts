import { deal } from '../test-utils/deals';
import { dealRows, fundedColumns, inProcessColumns } from './columns';

describe('dashboard table columns', () => {
  it('shows an in-process deal by nickname, number, product, status, date and amount', () => {
    expect(dealRows(inProcessColumns, [deal()])).toEqual([
      ['Maple Flip', 'LN-1001', 'Fix and Flip', 'Application', '04/02/2025', '$250,000.00'],
    ]);
  });

  it('shows a funded deal by address with its maturity and next payment dates', () => {
    expect(dealRows(fundedColumns, [deal()])).toEqual([
      [
        '12 Maple St, Austin, TX 78701',
        'LN-1001',
        'Fix and Flip',
        '$250,000.00',
        '05/01/2026',
        '07/01/2025',
      ],
    ]);
  });

  it('falls back along the alternatives, then to a dash', () => {
    const bare = deal({
      nickname: null,
      address: null,
      street: null,
      loanNumber: null,
      number: 'N-7',
      productType: null,
      product: 'Rental',
      loan_amount: null,
      amount: 1000,
      status_date: null,
      maturityDate: null,
      nextPaymentDate: null,
    });
    expect(dealRows(inProcessColumns, [bare])[0]).toEqual([
      '-',
      'N-7',
      'Rental',
      'Application',
      '-',
      '$1,000.00',
    ]);
    expect(dealRows(fundedColumns, [bare])[0]).toEqual([
      '-',
      'N-7',
      'Rental',
      '$1,000.00',
      '-',
      '-',
    ]);
  });

  it('shows product types by their display names', () => {
    const rows = dealRows(inProcessColumns, [
      deal({ productType: 'NewConstruction' }),
      deal({ productType: 'Short Term Finance' }),
    ]);
    expect(rows.map((row) => row[2])).toEqual(['New Construction', 'Short Term Finance']);
  });

  it('links exactly one column of each table to the deal', () => {
    expect(inProcessColumns.filter((column) => column.rowHeader)).toHaveLength(1);
    expect(fundedColumns.filter((column) => column.rowHeader)).toHaveLength(1);
  });
});
