// The reads a page declares (the shell starts them as the route matches, beside a deal frame's
// read of the deal) are the very calls its components make: otherwise the shell's answer would not
// be handed over and the page would ask a second time.
import { fillPageReads, type PageAudience } from '@lender/contracts';
import { readKey, type ReadCall } from '@lender/shared';
import { accountHistoryRead } from './payment-history/api/accountHistory';
import { dealMembersRead } from './deal/api/dealDetail';
import { documentsRead } from './documents/api/documents';
import { dealPageRead } from './deal-tables/api/dealLists';
import { recentLocsRead } from './line-of-credit/api/mostRecentLocs';
import { declaration } from './pages';

const declaredKeys = (name: string, audience: PageAudience = 'customer'): string[] => {
  const page = declaration.pages.find((entry) => entry.name === name);
  if (!page) throw new Error(`no page ${name}`);
  return fillPageReads(page, { id: 'D1001' }, audience).map(readKey);
};

test.each<[string, ReadCall[]]>([
  ['deal', [dealMembersRead('D1001')]],
  ['deal-payment-history', [accountHistoryRead('D1001')]],
  ['deal-property', []],
  ['deal-documents', [documentsRead('D1001')]],
  ['deal-appraisal-payment', []],
])('%s declares the reads its components make', (name, reads) => {
  expect(declaredKeys(name)).toEqual(reads.map(readKey));
});

test.each<[PageAudience, ReadCall[]]>([
  [
    'customer',
    [dealPageRead('customer', 'inprocess'), dealPageRead('customer', 'funded'), recentLocsRead],
  ],
  ['broker', [dealPageRead('broker', 'inprocess'), dealPageRead('broker', 'funded')]],
  // An employee's own home has no tables; a lead is taken to the resources page.
  ['employee', []],
  ['lead', []],
])('the dashboard declares what its tables and summary read, for a %s', (audience, reads) => {
  expect(declaredKeys('dashboard', audience)).toEqual(reads.map(readKey));
});

test('the line-of-credit page declares the lines of credit for a customer only', () => {
  // Any other account type is sent to the dashboard without reading them.
  expect(declaredKeys('line-of-credit', 'customer')).toEqual([readKey(recentLocsRead)]);
  expect(declaredKeys('line-of-credit', 'broker')).toEqual([]);
});
