import { Table, type TableColumn, Section } from '@lender/shared';
import type { DealProperty } from '@lender/contracts';
import type { DealTabProps } from '../deal/dealTabPage';

export const NO_PROPERTIES_TEXT = 'No properties are available for this deal.';

const orDash = (value: string | null): string => value?.trim() || '-';

const columns: TableColumn<DealProperty>[] = [
  { key: 'street', header: 'Address', rowHeader: true, cell: (p) => orDash(p.street) },
  { key: 'state', header: 'State', cell: (p) => orDash(p.state) },
  { key: 'city', header: 'City', cell: (p) => orDash(p.city) },
  { key: 'zip', header: 'Zip', cell: (p) => orDash(p.zip) },
];

/** /dashboard/deal/{id}/property (spec §2): the deal's properties from its detail. */
export function PropertiesTab({ deal }: DealTabProps) {
  return (
    <Section title="Properties">
      <Table
        caption="Properties"
        captionHidden
        columns={columns}
        rows={deal.properties}
        rowKey={(p, index) => `${index}-${p.street ?? ''}`}
        emptyText={NO_PROPERTIES_TEXT}
      />
    </Section>
  );
}
