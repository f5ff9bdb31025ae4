import { fetchDocuments, fetchLocDocuments, uploadDocument } from './documents';
import { API, mockFetch, type FetchMock } from './fetchMock.test-helper';

let fetchMock: FetchMock;
afterEach(() => fetchMock?.restore());

it('upload: POST the upload fields, returns the url', async () => {
  fetchMock = mockFetch({ body: { url: '/files/1' } });
  const payload = {
    strippedname: 'a',
    rentrollfilename: 'a.pdf',
    rentrollfiledata: 'QQ==',
    opportunityId: 'd1',
    id: 'd1',
  };
  await expect(uploadDocument(payload)).resolves.toBe('/files/1');
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/deals/uploaddocument`,
    method: 'POST',
    body: payload,
  });
});

it('upload: an answer without url fails', async () => {
  fetchMock = mockFetch({ body: {} });
  await expect(
    uploadDocument({
      strippedname: '',
      rentrollfilename: '',
      rentrollfiledata: '',
      opportunityId: '',
      id: '',
    }),
  ).rejects.toThrow('Bad response from server.');
});

it('getdocuments: POST dealid, returns files', async () => {
  fetchMock = mockFetch({
    body: { files: [{ name: 'a.pdf', url: '/u', created_at: '2024-01-01' }] },
  });
  await expect(fetchDocuments('d1')).resolves.toHaveLength(1);
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/deals/getdocuments`,
    body: { dealid: 'd1' },
  });
});

it('loc getdocuments: POST locId', async () => {
  fetchMock = mockFetch({ body: { files: [] } });
  await fetchLocDocuments('loc1');
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/loc/getdocuments`,
    body: { locId: 'loc1' },
  });
});
