import { dealTabPage } from '../deal/dealTabPage';
import { PropertiesTab } from './PropertiesTab';

export default dealTabPage(PropertiesTab);
