// The reads each page declares (the shell starts them as the route matches, beside this remote's
// code) are the very calls its components make: otherwise the shell's answer would not be handed
// over and the page would ask a second time.
import { fillPageReads } from '@lender/contracts';
import { readKey, type ReadCall } from '@lender/shared';
import { myFundedLoansRead } from './form-kit/api/myLoans';
import { filedRequestsRead } from './servicing-requests/api/servicingRequests';
import { declaration } from './pages';

const declaredKeys = (name: string): string[] => {
  const page = declaration.pages.find((entry) => entry.name === name);
  if (!page) throw new Error(`no page ${name}`);
  return fillPageReads(page, {}, 'customer').map(readKey);
};

test.each<[string, ReadCall[]]>([
  ['servicing-requests', [filedRequestsRead]],
  ['servicing-extension', [myFundedLoansRead('customer')]],
  ['servicing-payoff', [myFundedLoansRead('customer')]],
  ['servicing-capex', [myFundedLoansRead('customer')]],
  ['servicing-loss-draft', [myFundedLoansRead('customer')]],
])('%s declares the reads its components make', (name, reads) => {
  expect(declaredKeys(name)).toEqual(reads.map(readKey));
});
