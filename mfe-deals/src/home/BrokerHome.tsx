import { DealTables } from '../deal-tables/DealTables';
import { Greeting } from './Greeting';

/** The broker dashboard: both loan tables, on the broker endpoints. */
export function BrokerHome() {
  return (
    <>
      <Greeting dashboardName="Broker Dashboard" />
      <DealTables kind="broker" />
    </>
  );
}
