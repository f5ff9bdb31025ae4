import { Table, type TableColumn } from '@lender/shared';
import { GallerySection } from './GallerySection';

interface SampleRow {
  id: string;
  loan: string;
  amount: string;
}

const columns: readonly TableColumn<SampleRow>[] = [
  { key: 'loan', header: 'Loan Number', rowHeader: true },
  { key: 'amount', header: 'Loan Amount', align: 'right' },
];

const rows: readonly SampleRow[] = [
  { id: '1', loan: 'LN-1001', amount: '$250,000.00' },
  { id: '2', loan: 'LN-1002', amount: '$1,200,000.00' },
];

/** Table: with rows, and empty with its emptyText. */
export function TableGallery() {
  return (
    <GallerySection title="Tables">
      <Table caption="Table with rows" columns={columns} rows={rows} rowKey={(row) => row.id} />
      <Table
        caption="Empty table"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="No results found."
      />
    </GallerySection>
  );
}
