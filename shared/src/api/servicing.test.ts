import { API, mockFetch, type FetchMock } from './fetchMock.test-helper';
import {
  submitCapexRequest,
  submitExtensionRequest,
  submitLossDraft,
  submitPayoffRequest,
  type CapexRequestPayload,
  type ExtensionRequestPayload,
  type LossDraftPayload,
  type PayoffRequestPayload,
} from './servicing';

let fetchMock: FetchMock;
afterEach(() => fetchMock?.restore());

const cases = [
  [
    'payoff-request',
    () => submitPayoffRequest({ loan_number: 'L1', external: true } as PayoffRequestPayload),
  ],
  [
    'extension-request',
    () =>
      submitExtensionRequest({
        loan_number: 'L1',
        files: [],
        body: '<p/>',
      } as unknown as ExtensionRequestPayload),
  ],
  [
    'capex-request',
    () => submitCapexRequest({ loan_number: 'L1', files: [] } as unknown as CapexRequestPayload),
  ],
  [
    'loss-draft',
    () => submitLossDraft({ loan_number: 'L1', gurantor_name: 'G' } as LossDraftPayload),
  ],
] as const;

describe.each(cases)('%s', (path, submit) => {
  it('POSTs the fields', async () => {
    fetchMock = mockFetch({ body: { success: true } });
    await expect(submit()).resolves.toEqual({ success: true });
    expect(fetchMock.last().url).toBe(`${API}/${path}`);
    expect(fetchMock.last().method).toBe('POST');
    expect(fetchMock.last().body).toMatchObject({ loan_number: 'L1' });
  });

  it('rejects on success: false and on an HTTP error', async () => {
    fetchMock = mockFetch({ body: { success: false } });
    await expect(submit()).rejects.toThrow();
    fetchMock.restore();
    fetchMock = mockFetch({
      status: 422,
      body: { statusCode: 422, error: 'Unprocessable Entity', message: 'bad' },
    });
    await expect(submit()).rejects.toMatchObject({ status: 422, message: 'bad' });
  });
});
