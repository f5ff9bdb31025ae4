// The floor: the deal's header from data the script already has (../floor-page.mjs).
import { renderHeader } from './header.js';

renderHeader({
  nickname: 'Riverside Apartments',
  address: '2400 S Congress Ave, Austin, TX 78704',
  loanNumber: 'LN-1011',
  productType: 'Multifamily',
  status: 'Funded',
});
