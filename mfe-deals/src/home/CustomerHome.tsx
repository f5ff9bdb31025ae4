import { DealTables } from '../deal-tables/DealTables';
import { LocSummary } from '../line-of-credit/LocSummary';
import { Greeting } from './Greeting';

/** The customer dashboard: both loan tables, on the customer endpoints, and the LOC summary. */
export function CustomerHome() {
  return (
    <>
      <Greeting dashboardName="Customer Dashboard" />
      <LocSummary />
      <DealTables kind="customer" />
    </>
  );
}
