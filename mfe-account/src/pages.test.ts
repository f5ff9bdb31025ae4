// The reads each page declares (the shell starts them as the route matches, beside this remote's
// code) are the very calls its components make: otherwise the shell's answer would not be handed
// over and the page would ask a second time.
import { fillPageReads, type PageAudience } from '@lender/contracts';
import { readKey } from '@lender/shared';
import { profileRead } from './profile/api/accountProfile';
import { declaration } from './pages';

const declaredKeys = (name: string, audience: PageAudience): string[] => {
  const page = declaration.pages.find((entry) => entry.name === name);
  if (!page) throw new Error(`no page ${name}`);
  return fillPageReads(page, {}, audience).map(readKey);
};

test.each<PageAudience>(['customer', 'broker', 'employee'])(
  'the profile page declares the profile its form shows, for a %s',
  (audience) => {
    expect(declaredKeys('profile', audience)).toEqual([readKey(profileRead)]);
  },
);

test('the FAQ reads nothing first', () => {
  expect(declaredKeys('faq', 'customer')).toEqual([]);
});
