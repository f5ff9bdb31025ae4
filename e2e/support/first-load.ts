// What a page's first load did, in order: each API call it sent, and when the remote's `./routes`
// chunk (the code its page comes with) arrived. A page's declared first reads are sent as its route
// matches, beside the remote's code: before that chunk has arrived, and once each.
import type { Page } from '@playwright/test';
import { BASE_URL } from './env';

const ROUTES_CHUNK_ARRIVED = 'the routes chunk arrived';

/**
 * Records while `load` runs: API calls as their path under /lima/api with the query
 * (`deals/broker/inprocess?limit=50`), and ROUTES_CHUNK_ARRIVED for the container's chunk. A call
 * the page before sends meanwhile counts too: let that page's own reads finish first.
 */
export async function firstLoadEvents(
  page: Page,
  container: string,
  load: () => Promise<void>,
): Promise<string[]> {
  const events: string[] = [];
  const releases = new URL(`/remotes/${container}/`, BASE_URL).href;
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/lima/api/'))
      events.push(`${url.pathname.slice('/lima/api/'.length)}${url.search}`);
  };
  const onFinished = (request: { url: () => string }) => {
    const url = request.url();
    if (url.startsWith(releases) && /__federation_expose_routes\.[0-9a-f]+\.js$/.test(url))
      events.push(ROUTES_CHUNK_ARRIVED);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  try {
    await load();
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
  }
  return events;
}

/** The calls sent before the container's routes chunk arrived. */
export const sentBeforeRoutesChunk = (events: readonly string[]): string[] => {
  const arrived = events.indexOf(ROUTES_CHUNK_ARRIVED);
  return arrived < 0 ? [] : events.slice(0, arrived);
};
