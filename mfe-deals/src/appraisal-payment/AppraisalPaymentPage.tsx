import { dealTabPage } from '../deal/dealTabPage';
import AppraisalPaymentTab from './AppraisalPaymentTab';

export default dealTabPage(AppraisalPaymentTab);
