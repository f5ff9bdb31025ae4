import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPEX_MESSAGES, SERVICING_FILE_MESSAGES } from '@lender/contracts';
import { CLAIM_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { apiError, mockApi, renderAt, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { seriousViolations } from '../test-utils/axe';
import { CapexForm } from './CapexForm';

let api: ApiMock | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  signOut();
  sessionStorage.clear();
});

const pdf = (name: string, size = 16) =>
  new File([`%PDF-1.4${' '.repeat(Math.max(0, size - 8))}`], name, { type: 'application/pdf' });
const filesInput = () => screen.getByLabelText(/Supporting Files/, { selector: 'input' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jordan@demo.test');
  await user.type(screen.getByLabelText(/Loan Number/), 'LN-1004');
  await user.type(screen.getByLabelText(/Entity Name/), 'Ellis Build Co LLC');
  await user.type(screen.getByLabelText(/Your Name/), 'Jordan Ellis');
  await user.type(screen.getByLabelText(/^Date/), '2026-03-15');
  await user.type(screen.getByLabelText(/Description of Work Completed/), 'New roof');
  await user.type(screen.getByLabelText(/Property Address/), '4810 Bull Creek Rd');
  await user.type(screen.getByLabelText(/Mailing Address/), '1 Oak St');
}

it('shows every required message and the $20,000 note', async () => {
  const user = userEvent.setup();
  renderAt(<CapexForm />);
  // A signed-in user's email is prefilled; cleared here to see its message.
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('jane@demo.test');
  await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
  expect(screen.getByText(CLAIM_WARNING)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  for (const message of [
    CAPEX_MESSAGES.email,
    CAPEX_MESSAGES.loanNumber,
    CAPEX_MESSAGES.entityName,
    CAPEX_MESSAGES.date,
    CAPEX_MESSAGES.name,
    CAPEX_MESSAGES.description,
    CAPEX_MESSAGES.propertyAddress,
    CAPEX_MESSAGES.mailingAddress,
    CAPEX_MESSAGES.files,
  ])
    expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  expect(await seriousViolations()).toEqual([]);
});

it('keeps at most 3 files, refuses bad ones with the spec’s messages, and removes one', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderAt(<CapexForm />);
  await user.upload(filesInput(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
  expect(screen.getByRole('alert')).toHaveTextContent(SERVICING_FILE_MESSAGES.maxCapexFiles);
  await user.upload(filesInput(), [pdf('a.pdf'), pdf('b.pdf')]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.upload(filesInput(), [pdf('c.pdf'), pdf('d.pdf')]);
  expect(screen.getByRole('alert')).toHaveTextContent(SERVICING_FILE_MESSAGES.maxCapexFiles);
  await user.upload(filesInput(), new File([''], 'empty.pdf'));
  expect(screen.getByRole('alert')).toHaveTextContent(SERVICING_FILE_MESSAGES.empty);
  await user.upload(filesInput(), new File(['MZ'], 'tool.exe'));
  expect(screen.getByRole('alert')).toHaveTextContent(SERVICING_FILE_MESSAGES.type);
  await user.upload(filesInput(), pdf('big.pdf', 4 * 1024 * 1024 + 1));
  expect(screen.getByRole('alert')).toHaveTextContent(SERVICING_FILE_MESSAGES.tooLarge);
  await user.upload(filesInput(), pdf('half.pdf', 4 * 1024 * 1024 - 10));
  expect(screen.getByRole('alert')).toHaveTextContent(SERVICING_FILE_MESSAGES.combinedTooLarge);
  expect(screen.getByRole('list', { name: /chosen files/ }).children).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
  expect(screen.getByRole('list', { name: /chosen files/ }).children).toHaveLength(1);
});

it('sends the answers and the files, then thanks; a failure shows the capex text', async () => {
  const user = userEvent.setup();
  api = mockApi({ 'POST capex-request': apiError(500, 'boom') });
  renderAt(<CapexForm />);
  await fillIn(user);
  await user.upload(filesInput(), pdf('invoice.pdf'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SERVICING_FAILURE_MESSAGES.capex);

  api.restore();
  api = mockApi({
    'POST capex-request': { body: { success: true, message: CAPEX_MESSAGES.success } },
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(CAPEX_MESSAGES.success)).toBeInTheDocument();
  expect(api.last().body).toEqual({
    email: 'jordan@demo.test',
    loan_number: 'LN-1004',
    entity_name: 'Ellis Build Co LLC',
    date: '2026-03-15',
    name: 'Jordan Ellis',
    desc_work_completed: 'New roof',
    property_address: '4810 Bull Creek Rd',
    mailing_address: '1 Oak St',
    files: [{ fileName: 'invoice.pdf', fileData: btoa('%PDF-1.4        ') }],
  });
});

it('keeps the answers across a remount, and is disabled for an employee viewing the account', async () => {
  const first = renderAt(<CapexForm />);
  await userEvent.type(screen.getByLabelText(/Loan Number/), 'LN-9');
  first.unmount();
  const second = renderAt(<CapexForm />);
  expect(screen.getByLabelText(/Loan Number/)).toHaveValue('LN-9');
  second.unmount();
  act(() => signIn({ employeeToken: 'employee-token' }));
  renderAt(<CapexForm />);
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
});
