import { Alert, ReadView, Section, Table, useRead, type TableColumn } from '@lender/shared';
import type { DealMember } from '@lender/contracts';
import { dealMembersRead, parseDealMembers } from '../api/dealDetail';
import * as styles from './overview.css';

/** Spec §8's text for this table alone (the dashboard tables say the error and offer Refresh). */
const MEMBERS_ERROR_TEXT = 'There was a problem loading data.';

const fullName = (member: DealMember): string =>
  [member.firstname, member.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ') || '-';

const columns: TableColumn<DealMember>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: fullName },
  {
    key: 'email',
    header: 'Email',
    cell: (member) =>
      member.email ? (
        <a className={styles.link} href={`mailto:${member.email}`}>
          {member.email}
        </a>
      ) : (
        '-'
      ),
  },
  { key: 'role', header: 'Role' },
  { key: 'status', header: 'Status' },
];

const memberKey = (member: DealMember, index: number): string =>
  `${member.email ?? ''}-${member.role}-${index}`;

/** The deal's members (deals/members): a table that stacks into cards on phones. */
export function DealMembers({ dealId }: { dealId: string }) {
  const members = useRead(dealMembersRead(dealId), parseDealMembers);
  return (
    <Section title="Deal Members">
      <ReadView
        read={members}
        loading="Loading deal members…"
        error={<Alert>{MEMBERS_ERROR_TEXT}</Alert>}
      >
        {(rows) => (
          <Table
            caption="Deal Members"
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={memberKey}
          />
        )}
      </ReadView>
    </Section>
  );
}
