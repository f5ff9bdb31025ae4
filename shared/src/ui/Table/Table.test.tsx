import { render, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './Table';

interface Property {
  id: string;
  address: string;
  state: string;
  zip: string | null;
}

const columns: TableColumn<Property>[] = [
  { key: 'address', header: 'Address', rowHeader: true },
  { key: 'state', header: 'State' },
  { key: 'zip', header: 'Zip', align: 'right', cell: (row) => row.zip ?? '—' },
];

describe('Table', () => {
  it('has a caption, column headers and rows', () => {
    render(
      <Table
        caption="Properties"
        columns={columns}
        rows={[
          { id: '1', address: '1 Main St', state: 'TX', zip: '78701' },
          { id: '2', address: '2 Oak Ave', state: 'CA', zip: null },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Address', 'State', 'Zip']);
    expect(within(table).getByRole('rowheader', { name: '1 Main St' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('—')).toBeInTheDocument();
  });

  it('shows the empty text across all columns', () => {
    render(
      <Table
        caption="Properties"
        captionHidden
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="No properties are available for this deal."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No properties are available for this deal.' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('table', { name: 'Properties' })).toBeInTheDocument();
  });

  it("defaults the empty text to 'No results found.'", () => {
    render(<Table caption="Funded Loans" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('labels each body cell with its column, for the stacked layout of narrow screens', () => {
    render(
      <Table
        caption="Properties"
        columns={columns}
        rows={[{ id: 'p1', address: '1 Main St', state: 'TX', zip: '78701' }]}
        rowKey={(row) => row.id}
      />,
    );
    const [, row] = screen.getAllByRole('row');
    const cells = [...(row as HTMLElement).querySelectorAll('th, td')];
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Address',
      'State',
      'Zip',
    ]);
  });
});
