import type { ReactNode } from 'react';
import type { AccountKind } from '@lender/shared';
import { fetchRestOfList } from './api/dealLists';
import { FUNDED_TABLE_DELAY_MS, IN_PROCESS_TABLE_DELAY_MS } from './minimumDelay';
import { fundedColumns, inProcessColumns } from './columns';
import { DealTable } from './DealTable';
import { useDealList } from './useDealList';

export interface DealTablesProps {
  /** Shown below the tables once both have settled (loaded or failed). */
  children?: ReactNode;
  /** Customer or broker endpoints. */
  kind: AccountKind;
  /** Minimum loading times (spec §9); tests pass 0. */
  delays?: { inProcess: number; funded: number };
}

const SPEC_DELAYS = { inProcess: IN_PROCESS_TABLE_DELAY_MS, funded: FUNDED_TABLE_DELAY_MS };

const settled = (list: { state: { status: string } }) => list.state.status !== 'loading';

/**
 * The dashboard's Loans In Process and Funded Loans tables, loaded for the account's kind. Both
 * lists load at once, but each part of the page appears only after the part above it has
 * settled: a table that grows when its rows arrive then never pushes anything already shown
 * (no layout shift).
 */
export function DealTables({ kind, delays = SPEC_DELAYS, children }: DealTablesProps) {
  const inProcess = useDealList(kind, 'inprocess', delays.inProcess);
  const funded = useDealList(kind, 'funded', delays.funded);
  return (
    <>
      <DealTable
        title="Loans In Process"
        columns={inProcessColumns}
        list={inProcess}
        fetchRest={(cursor) => fetchRestOfList(kind, 'inprocess', cursor)}
      />
      {settled(inProcess) ? (
        <DealTable
          title="Funded Loans"
          columns={fundedColumns}
          list={funded}
          fetchRest={(cursor) => fetchRestOfList(kind, 'funded', cursor)}
        />
      ) : null}
      {settled(inProcess) && settled(funded) ? children : null}
    </>
  );
}
