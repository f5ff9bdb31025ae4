// The reads a deal page declares (the shell starts them as the route matches, beside the deal
// frame's read of the deal) are the very calls its components make: otherwise the shell's answer
// would not be handed over and the page would ask a second time.
import { fillPageReads } from '@lender/contracts';
import { readKey, type ReadCall } from '@lender/shared';
import { accountHistoryRead } from './payment-history/api/accountHistory';
import { dealMembersRead } from './deal/api/dealDetail';
import { documentsRead } from './documents/api/documents';
import { declaration } from './pages';

const declaredKeys = (name: string): string[] => {
  const page = declaration.pages.find((entry) => entry.name === name);
  if (!page) throw new Error(`no page ${name}`);
  return fillPageReads(page, { id: 'D1001' }).map(readKey);
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
