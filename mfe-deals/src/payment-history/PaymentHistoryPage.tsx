import { dealTabPage } from '../deal/dealTabPage';
import { prefetchAccountHistory } from './accountHistoryPrefetch';
import { PaymentHistoryTab } from './PaymentHistoryTab';

export default dealTabPage(PaymentHistoryTab, prefetchAccountHistory);
