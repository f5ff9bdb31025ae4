import { isLazyPage } from '@lender/shared';
import { preloadDealFrame } from '../deal-frame/DealPage';
import { loadRemotePages, preloadPageFiles } from '../federation/loadRemotePages';
import type { AssembledPage } from '../pages/assemble';
import { nextTask } from '../tasks/nextTask';

/**
 * Starts loading a page's code without waiting for its area to render: for a deal page first the
 * deal frame's (its header is the page's first paint), then in a task of its own the remote's
 * pages and the page's own chunk (the files of both asked for at once, when the release lists
 * them). The area asks for the same loads and finds them under way: a lazy page's import is loaded
 * once. Failures are the area's to show.
 */
export async function startPageCode(
  page: Pick<AssembledPage, 'remote' | 'name' | 'layout'>,
): Promise<void> {
  if (page.layout === 'deal') {
    preloadDealFrame().catch(() => undefined);
    await nextTask();
  }
  loadRemotePages(page.remote)
    .then(({ pages }) => {
      const component = pages[page.name];
      return component && isLazyPage(component) ? component.load() : undefined;
    })
    .catch(() => undefined);
  // After the remote's entry, which is asked for first.
  preloadPageFiles(page.remote, page.name);
}
