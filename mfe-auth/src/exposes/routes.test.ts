import { parsePageDeclaration } from '@lender/contracts';
import { declaration } from '../pages';
import { pages } from './routes';

it('declares its pages in the form the shell accepts', () => {
  expect(parsePageDeclaration(declaration)).toMatchObject({ ok: true });
});

it('exposes a component for exactly the pages it declares', () => {
  expect(Object.keys(pages).sort()).toEqual(declaration.pages.map((page) => page.name).sort());
});

it('every exposed page loads to a component', async () => {
  for (const page of Object.values(pages))
    expect(typeof (await page.load()).default).toBe('function');
});
