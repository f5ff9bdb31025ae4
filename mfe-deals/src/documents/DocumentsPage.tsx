import { dealTabPage } from '../deal/dealTabPage';
import DocumentsTab from './DocumentsTab';

export default dealTabPage(DocumentsTab);
