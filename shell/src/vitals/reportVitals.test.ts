import { setRuntimeConfig } from '@lender/shared';
import { recordLoad } from '../federation/remoteLoads';
import { noteLandingPage } from './landingPage';
import { vitalsReport, type VitalsLibrary } from './reportVitals';
import { startVitalsReporting } from './startVitalsReporting';

/** A stand-in for web-vitals that hands out what the test says each metric measured. */
function library(values: Record<string, number>): VitalsLibrary {
  const subscribe = (name: string) => (report: (metric: { name: string; value: number }) => void) =>
    document.addEventListener(
      'visibilitychange',
      () => report({ name, value: values[name] as number }),
      true,
    );
  return { onLCP: subscribe('LCP'), onINP: subscribe('INP'), onCLS: subscribe('CLS') };
}

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let sent: { url: string; init: RequestInit }[];
beforeEach(() => {
  sent = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: 204 });
  });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  setRuntimeConfig({ apiBaseUrl: 'https://api.lender.example' });
});
afterEach(() => {
  hide(); // every reporter of the test sends now, so none answers a later test's hide
  jest.restoreAllMocks();
});

it('builds a report with the measured metrics only, rounded, or none without a landing page', () => {
  const where = { remote: 'mfe_deals' as const, page: '/dashboard/deal/:dealId' };
  const ran = { version: '0.1.0+abcdef0123', ran: true };
  expect(vitalsReport({ LCP: 1234.56789, CLS: 0.0123456 }, where, ran)).toEqual({
    remote: 'mfe_deals',
    version: '0.1.0+abcdef0123',
    page: '/dashboard/deal/:dealId',
    metrics: [
      { name: 'LCP', value: 1234.568 },
      { name: 'CLS', value: 0.012 },
    ],
  });
  // A load with nothing measured is a load all the same.
  expect(vitalsReport({}, where, ran)).toEqual({ ...where, version: ran.version, metrics: [] });
  // A release refused or failed in the browser never ran: the load, and no vitals of it.
  expect(vitalsReport({ LCP: 900 }, where, { version: '0.3.0+0123456789', ran: false })).toEqual({
    ...where,
    version: '0.3.0+0123456789',
    metrics: [],
  });
  expect(vitalsReport({ LCP: 1 }, null, ran)).toBeNull();
});

it('reports a load outside the sample with no metric, loading no vitals library', async () => {
  recordLoad('mfe_deals', { status: 'loaded', version: '0.2.0+0123456789' });
  noteLandingPage('mfe_deals', '/dashboard/deal/:dealId');
  const load = jest.fn(async () => library({}));
  await startVitalsReporting(0.1, load, () => 0.5);
  hide();
  expect(load).not.toHaveBeenCalled();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
    remote: 'mfe_deals',
    version: '0.2.0+0123456789',
    page: '/dashboard/deal/:dealId',
    metrics: [],
  });
});

it('reports no vitals of a release the browser refused', async () => {
  recordLoad('mfe_deals', { status: 'refused', version: '9.0.0+0123456789' });
  noteLandingPage('mfe_deals', '/dashboard/deal/:dealId');
  await startVitalsReporting(
    1,
    async () => library({ LCP: 700 }),
    () => 0,
  );
  hide();
  expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({
    version: '9.0.0+0123456789',
    metrics: [],
  });
});

it("reports a sampled load once, when the page is hidden, under its landing page's remote release", async () => {
  recordLoad('mfe_deals', { status: 'loaded', version: '0.2.0+0123456789' });
  noteLandingPage('mfe_deals', '/dashboard/deal/:dealId');
  noteLandingPage('mfe_servicing', '/dashboard/servicing-requests');
  await startVitalsReporting(
    0.1,
    async () => library({ LCP: 1800, INP: 120, CLS: 0.05 }),
    () => 0.05,
  );
  expect(sent).toEqual([]);
  hide();
  hide();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.url).toBe('https://api.lender.example/lima/api/client-vitals');
  expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
  expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
    remote: 'mfe_deals',
    version: '0.2.0+0123456789',
    page: '/dashboard/deal/:dealId',
    metrics: [
      { name: 'LCP', value: 1800 },
      { name: 'INP', value: 120 },
      { name: 'CLS', value: 0.05 },
    ],
  });
});

it('loads the vitals library only once the main thread is idle after the load', async () => {
  const idle: (() => void)[] = [];
  const requestIdle = jest.fn((callback: () => void) => idle.push(callback));
  Object.defineProperty(window, 'requestIdleCallback', { value: requestIdle, configurable: true });
  try {
    const load = jest.fn(async () => library({}));
    const started = startVitalsReporting(1, load, () => 0);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(load).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    await started;
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  }
});

it('reports a load left before its page was idle, without the library it had not loaded yet', async () => {
  recordLoad('mfe_deals', { status: 'loaded', version: '0.2.0+0123456789' });
  noteLandingPage('mfe_deals', '/dashboard/deal/:dealId');
  const requestIdle = jest.fn();
  Object.defineProperty(window, 'requestIdleCallback', { value: requestIdle, configurable: true });
  try {
    const load = jest.fn(async () => library({ LCP: 900 }));
    void startVitalsReporting(1, load, () => 0);
    hide();
    expect(requestIdle).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({
      version: '0.2.0+0123456789',
      metrics: [],
    });
  } finally {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  }
});
