import { dealTabPage } from '../deal/dealTabPage';
import CreditTab from './CreditTab';

export default dealTabPage(CreditTab);
