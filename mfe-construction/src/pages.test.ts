// The construction page declares no reads of its own: its case comes from the deal, which the
// shell's deal frame reads (ADR 012), and its draws and budget wait for the deal.
import { declaration } from './pages';

test('the construction page is a deal page that declares no reads of its own', () => {
  const [page] = declaration.pages;
  expect(page).toMatchObject({ layout: 'deal', pattern: '/dashboard/deal/:id/construction' });
  expect(page?.data).toBeUndefined();
});
