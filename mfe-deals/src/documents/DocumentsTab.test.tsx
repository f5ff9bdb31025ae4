import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import {
  apiError,
  holdUploads,
  mockApi,
  signIn,
  signOut,
  type ApiMock,
  type ApiReply,
  type HeldUploads,
} from '@lender/shared/testing';
import { inProcessDealDetail as dealDetail } from '../test-utils/dealDetail';
import DocumentsTab from './DocumentsTab';

// Uploads go over XMLHttpRequest (the core's write with progress): each is held here until the
// test reports its bytes sent and answers it. The list comes over the real client.
let held: HeldUploads;
const uploadsSent = () => held.uploads.map((upload) => upload.body as Record<string, unknown>);
/** The next answers of deals/getdocuments. */
const listing = jest.fn<ApiReply, []>();
const listed = (files: unknown[]): ApiReply => ({ body: { files } });
let api: ApiMock;
const listCalls = () => api.callsTo('POST deals/getdocuments');

const pdf = (name = 'Rent Roll.pdf', content = '%PDF-1.4 rent roll') =>
  new File([content], name, { type: 'application/pdf', lastModified: 1 });

const uploaded = [
  { name: 'Old.pdf', url: '/lima/api/documents/1', created_at: '2026-01-05T10:00:00Z' },
  { name: 'New.pdf', url: '/lima/api/documents/2', created_at: '2026-03-10T10:00:00Z' },
];

/** Renders the tab and waits for the uploaded list's first load to settle. */
const renderTab = async () => {
  const user = userEvent.setup();
  render(<DocumentsTab deal={dealDetail({ id: 'deal-7' })} />);
  await waitFor(() => expect(screen.queryByText('Loading documents...')).not.toBeInTheDocument());
  return { user, input: screen.getByLabelText<HTMLInputElement>('Files to upload') };
};

beforeEach(() => {
  held = holdUploads();
  listing.mockReturnValue(listed(uploaded));
  api = mockApi({ 'POST deals/getdocuments': () => listing() });
});
afterEach(() => {
  api.restore();
  held.restore();
  jest.resetAllMocks();
  resetRuntimeConfig();
  signOut();
});

describe('DocumentsTab', () => {
  it('lists the uploaded files newest first, each name a download link', async () => {
    await renderTab();
    const table = await screen.findByRole('table', { name: 'Uploaded documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'New.pdf',
      'Old.pdf',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('03/10/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New.pdf' })).toHaveAttribute(
      'href',
      '/lima/api/documents/2',
    );
    expect(listCalls().map((call) => call.body)).toEqual([{ dealid: 'deal-7' }]);
  });

  it('links downloads on the API’s origin when the API is elsewhere', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.lender.test' });
    await renderTab();
    expect(screen.getByRole('link', { name: 'New.pdf' })).toHaveAttribute(
      'href',
      'https://api.lender.test/lima/api/documents/2',
    );
  });

  it('downloads through a fresh link on each click, since a listed link expires', async () => {
    const saved: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    listing.mockReturnValueOnce(
      listed(uploaded.map((file) => ({ ...file, url: `${file.url}/download?token=stale` }))),
    );
    const { user } = await renderTab();
    listing.mockReturnValue(
      listed(uploaded.map((file) => ({ ...file, url: `${file.url}/download?token=fresh` }))),
    );
    await user.click(screen.getByRole('link', { name: 'New.pdf' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: '/lima/api/documents/2/download?token=fresh', download: 'New.pdf' },
      ]),
    );
    expect(listCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a download could not start: the file went away, or the list could not be read', async () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderTab();
    listing.mockReturnValueOnce(apiError(503, 'The service is unavailable.'));
    await user.click(screen.getByRole('link', { name: 'New.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“New.pdf” could not be downloaded: The service is unavailable.',
    );
    listing.mockReturnValue(listed([uploaded[0]]));
    await user.click(screen.getByRole('link', { name: 'New.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“New.pdf” is no longer available. The list has been refreshed.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'New.pdf' })).not.toBeInTheDocument(),
    );
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('cannot upload in employee mode, and says why', async () => {
    signIn({ employeeToken: 'employee-token' });
    await renderTab();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Documents cannot be uploaded while you are viewing another user’s account.',
    );
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const why = 'Documents cannot be uploaded while you are viewing another user’s account.';
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveAccessibleDescription(
      `${why} Up to 20MB per file.`,
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveAccessibleDescription(why);
  });

  it('says when nothing is uploaded yet', async () => {
    listing.mockReturnValueOnce(listed([]));
    await renderTab();
    expect(await screen.findByText('No documents have been uploaded yet.')).toBeInTheDocument();
  });

  it('offers a refresh when the list fails to load', async () => {
    listing.mockReturnValueOnce(apiError(500, 'Database down'));
    const { user } = await renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading data (error: Database down).',
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'New.pdf' })).toBeInTheDocument();
  });

  it('offers a keyboard-usable Browse files button', async () => {
    const { user, input } = await renderTab();
    const click = jest.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Browse files' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('multiple');
  });

  it('lists chosen files ready to upload; selecting one removes it', async () => {
    const { user, input } = await renderTab();
    await user.upload(input, [pdf('A.pdf'), pdf('B.xlsx')]);
    const list = screen.getByRole('list', { name: 'Files ready to upload' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove A.pdf' }));
    expect(screen.queryByRole('button', { name: 'Remove A.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove B.xlsx' })).toBeInTheDocument();
  });

  it('adds dropped files too, once each', async () => {
    await renderTab();
    const zone = screen.getByText('Drag and drop files here, or').parentElement as HTMLElement;
    const file = pdf('Dropped.pdf');
    fireEvent.drop(zone, { dataTransfer: { files: [file, file] } });
    expect(screen.getAllByRole('button', { name: 'Remove Dropped.pdf' })).toHaveLength(1);
  });

  it('refuses a file over 20 MB with both spec messages', async () => {
    const { user, input } = await renderTab();
    const big = pdf('Huge.pdf');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(input, [big, pdf('Fine.pdf')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Huge.pdf');
    expect(within(alert).getByText(/File size too large\./)).toBeInTheDocument();
    expect(within(alert).getByText(/Max file size is 20MB/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Huge.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Fine.pdf' })).toBeInTheDocument();
  });

  it('refuses a type outside the allowed list (which it does not show)', async () => {
    const { user, input } = await renderTab();
    await user.upload(input, [new File(['MZ'], 'setup.exe')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'setup.exe: This type of file cannot be uploaded.',
    );
    expect(screen.queryByText(/pdf, doc/i)).not.toBeInTheDocument();
  });

  it('uploads one request per file with a progress bar, then the list reloads', async () => {
    const pending = held.uploads;
    const { user, input } = await renderTab();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(input, [pdf('A.pdf', 'aaa'), pdf('B.pdf', 'bbb')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your files...');
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(uploadsSent()).toEqual([
      {
        strippedname: 'A.pdf',
        rentrollfilename: 'A.pdf',
        rentrollfiledata: Buffer.from('aaa').toString('base64'),
        opportunityId: 'deal-7',
        id: 'deal-7',
      },
    ]);
    act(() => pending[0]?.progress(50, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading A.pdf' });
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Remove A.pdf' })).toBeDisabled();

    listing.mockReturnValue(
      listed([
        ...uploaded,
        { name: 'A.pdf', url: '/a', created_at: '2026-03-15T10:00:00Z' },
        { name: 'B.pdf', url: '/b', created_at: '2026-03-15T10:00:01Z' },
      ]),
    );
    act(() => pending[0]?.answer({ body: { url: '/a' } }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(uploadsSent()[1]?.rentrollfilename).toBe('B.pdf');
    act(() => pending[1]?.answer({ body: { url: '/b' } }));

    expect(await screen.findByText('Your files were successfully uploaded!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files ready to upload' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'B.pdf' })).toBeInTheDocument();
    // Read again once each file is in.
    expect(listCalls()).toHaveLength(3);
  });

  it('keeps a failed file with the server’s message, and says the upload went wrong', async () => {
    held.answerAll({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The file content does not match its type.',
      },
    });
    const { user, input } = await renderTab();
    await user.upload(input, [pdf('Fake.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong with your upload - please try again later.',
    );
    expect(screen.getByText('The file content does not match its type.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Fake.pdf' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(listCalls()).toHaveLength(1);
  });
});
