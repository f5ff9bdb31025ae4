import { paths } from '@lender/shared';
import { pages } from './routes';

it('exposes a page for each route this remote serves', () => {
  expect(Object.keys(pages).sort()).toEqual(
    [paths.dashboard, paths.resources, paths.applications, paths.lineOfCredit].sort(),
  );
  for (const page of Object.values(pages)) expect(page).toBeDefined();
});
