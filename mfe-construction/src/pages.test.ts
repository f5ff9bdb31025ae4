// The read the construction page declares (the shell starts it as the route matches) is the very
// call the page makes: otherwise the shell's answer would not be handed over.
import { fillPageReads } from '@lender/contracts';
import { dealDetailRead, readKey } from '@lender/shared';
import { declaration } from './pages';

test('the construction page declares the deal read it makes', () => {
  const [page] = declaration.pages;
  expect(page && fillPageReads(page, { id: 'D1005' }).map(readKey)).toEqual([
    readKey(dealDetailRead('D1005')),
  ]);
});
