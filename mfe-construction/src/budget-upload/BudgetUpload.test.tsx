import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealDetailRead, useRead } from '@lender/shared';
import { dealOfDetailAnswer } from '@lender/contracts';
import {
  holdUploads,
  mockApi,
  signIn,
  signOut,
  type ApiMock,
  type HeldUploads,
} from '@lender/shared/testing';
import { dealDetail } from '../test-utils/construction';
import { BudgetUpload } from './BudgetUpload';

// The upload goes over XMLHttpRequest (the core's write with progress): held here until answered.
let held: HeldUploads;

const xlsx = (name = 'My Budget.xlsx', content = 'PK\u0003\u0004budget') =>
  new File([content], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** The page's own read of the deal, as the construction page shows it. */
function BudgetCount() {
  const { state } = useRead(dealDetailRead('D9'), dealOfDetailAnswer);
  return state.status === 'loaded' ? <p>Read: {state.data.uploadedBudgets} budgets</p> : null;
}

let api: ApiMock;
let budgetsOnServer = 1;
const renderUpload = async (uploadedBudgets = 1) => {
  render(
    <>
      <BudgetUpload
        deal={dealDetail({
          id: 'D9',
          status: 'Processing',
          productType: 'Bridge',
          uploadedBudgets,
        })}
      />
      <BudgetCount />
    </>,
  );
  // The page's read answers within the test, not after it.
  await screen.findByText(`Read: ${budgetsOnServer} budgets`);
  return {
    user: userEvent.setup(),
    input: screen.getByLabelText<HTMLInputElement>('Budget file'),
    uploadButton: () => screen.getByRole('button', { name: 'Upload Budget' }),
  };
};

beforeEach(() => {
  signIn();
  held = holdUploads();
  budgetsOnServer = 1;
  api = mockApi({
    'POST deals/details': () => ({
      body: {
        deal: [
          dealDetail({
            id: 'D9',
            status: 'Processing',
            productType: 'Bridge',
            uploadedBudgets: budgetsOnServer,
          }),
        ],
      },
    }),
  });
});
afterEach(() => {
  api.restore();
  held.restore();
  jest.resetAllMocks();
  signOut();
});

describe('BudgetUpload', () => {
  it('offers the template, counts the uploaded budgets, and waits for a file (idle)', async () => {
    const { uploadButton } = await renderUpload(1);
    expect(screen.getByText('1 budget uploaded')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download the Construction Budget Template (XLSX)' }),
    ).toHaveAttribute('download');
    expect(uploadButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a keyboard-usable Choose a file button for the hidden input', async () => {
    const { user, input } = await renderUpload();
    const click = jest.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Choose a file' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.xlsm,.csv,.pdf');
  });

  it('uploads the chosen file: a spinner while submitted, then the success message', async () => {
    const { user, input, uploadButton } = await renderUpload();
    expect(await screen.findByText('Read: 1 budgets')).toBeInTheDocument();
    await user.upload(input, xlsx());
    expect(screen.getByText('Ready to upload: My Budget.xlsx')).toBeInTheDocument();
    await user.click(uploadButton());
    expect(await screen.findByText(/Uploading your budget… 0%/)).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    await waitFor(() => expect(held.uploads).toHaveLength(1));
    const [upload] = held.uploads;
    expect(upload?.path).toBe('deals/budget/new');
    expect(upload?.body).toEqual({
      opportunityid: 'D9',
      budgetfilename: 'My Budget.xlsx',
      budgetfiledata: Buffer.from('PK\u0003\u0004budget').toString('base64'),
    });
    act(() => upload?.progress(50, 100));
    expect(await screen.findByText(/Uploading your budget… 50%/)).toBeInTheDocument();
    budgetsOnServer = 2;
    await act(async () => upload?.answer({ body: { success: true } }));
    expect(await screen.findByText('Your file was successfully uploaded!')).toHaveAttribute(
      'role',
      'status',
    );
    // The deal is read again: its budget count rose.
    expect(await screen.findByText('Read: 2 budgets')).toBeInTheDocument();
  });

  it('shows the error message when the upload fails', async () => {
    held.answerAll({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The file content does not match its type.',
      },
    });
    const { user, input, uploadButton } = await renderUpload();
    await user.upload(input, xlsx());
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong with your upload - please try again later.',
    );
  });

  it('refuses a file of another type or over 20 MB before sending it', async () => {
    const { input, uploadButton } = await renderUpload();
    // user.upload would drop a file the accept list refuses: a drop-like change instead.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.docx')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A budget must be an Excel (xlsx, xls, xlsm), CSV or PDF file.',
    );
    expect(uploadButton()).toBeDisabled();
    const big = xlsx();
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('File size too large.');
    expect(screen.getByRole('alert')).toHaveTextContent('Max file size is 20MB');
  });

  it('takes a dropped file', async () => {
    await renderUpload();
    const zone = screen.getByText('Drag and drop your budget here, or')
      .parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [xlsx('Dropped.xlsx')] } });
    expect(screen.getByText('Ready to upload: Dropped.xlsx')).toBeInTheDocument();
  });

  it('is disabled for an employee viewing the account', async () => {
    signIn({ employeeToken: 'employee-token' });
    await renderUpload();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload Budget' })).toBeDisabled();
    expect(
      screen.getByText('Budgets cannot be uploaded while you are viewing another user’s account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription(
      /^Budgets cannot be uploaded while you are viewing another user’s account\. Excel/,
    );
    expect(screen.getByRole('button', { name: 'Upload Budget' })).toHaveAccessibleDescription(
      'Budgets cannot be uploaded while you are viewing another user’s account.',
    );
  });
});
