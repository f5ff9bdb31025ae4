import { paths } from '@lender/shared';
import { pages } from './routes';

it('exposes a page for each route this remote serves', () => {
  expect(Object.keys(pages).sort()).toEqual([paths.profile, paths.faq, paths.sandbox].sort());
  for (const page of Object.values(pages)) expect(page).toBeDefined();
});
