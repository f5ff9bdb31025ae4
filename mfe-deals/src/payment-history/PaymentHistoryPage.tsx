import { dealTabPage } from '../deal/dealTabPage';
import { PaymentHistoryTab } from './PaymentHistoryTab';

export default dealTabPage(PaymentHistoryTab);
