import { DealTables } from '../deal-tables/DealTables';
import { LocSummary } from '../line-of-credit/LocSummary';
import { useRecentLocs } from '../line-of-credit/useRecentLocs';
import { Greeting } from './Greeting';

/** The customer dashboard: both loan tables, on the customer endpoints, then the LOC summary. */
export function CustomerHome() {
  // The recent-LOC fetch starts with the page; its summary shows below the tables.
  const locs = useRecentLocs();
  return (
    <>
      <Greeting dashboardName="Customer Dashboard" />
      <DealTables kind="customer">
        <LocSummary locs={locs.state} />
      </DealTables>
    </>
  );
}
