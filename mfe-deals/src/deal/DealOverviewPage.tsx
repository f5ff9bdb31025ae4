import { dealTabPage } from './dealTabPage';
import { OverviewTab } from './overview/OverviewTab';

export default dealTabPage(OverviewTab);
