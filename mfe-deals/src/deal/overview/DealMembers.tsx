import { useId } from 'react';
import { Alert, LoadingState, Table, useRead, type TableColumn } from '@lender/shared';
import type { DealMember } from '@lender/contracts';
import { dealMembersRead, parseDealMembers } from '../api/dealDetail';
import * as styles from './overview.css';

export const MEMBERS_ERROR_TEXT = 'There was a problem loading data.';

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

/** The deal's members (deals/members): a table that stacks into cards on phones. */
export function DealMembers({ dealId }: { dealId: string }) {
  const headingId = useId();
  const { state } = useRead(dealMembersRead(dealId), parseDealMembers);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Deal Members
      </h2>
      {state.status === 'loading' ? <LoadingState>Loading deal members…</LoadingState> : null}
      {state.status === 'error' ? <Alert>{MEMBERS_ERROR_TEXT}</Alert> : null}
      {state.status === 'loaded' ? (
        <Table
          caption="Deal Members"
          captionHidden
          columns={columns}
          rows={state.data}
          rowKey={(member, index) => `${member.email ?? ''}-${member.role}-${index}`}
        />
      ) : null}
    </section>
  );
}
