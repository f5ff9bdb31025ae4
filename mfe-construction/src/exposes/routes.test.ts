import { pages } from './routes';

// Which patterns this remote must serve is the shell's contract test (routing/remoteContracts).
it('every exposed page loads to a component', async () => {
  const pageList = Object.values(pages);
  expect(pageList.length).toBeGreaterThan(0);
  for (const page of pageList) expect(typeof (await page.load()).default).toBe('function');
});
