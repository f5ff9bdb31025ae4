import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionDraftKey } from '@lender/shared';
import { signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { budget } from '../test-utils/construction';
import { serveDrawRequest } from '../test-utils/drawRequestSetup';
import { DrawRequestForm, EMPLOYEE_DRAW_NOTE } from './DrawRequestForm';

let api: ApiMock;
beforeEach(() => {
  signIn({ username: 'jane@demo.test' });
  api = serveDrawRequest();
});
afterEach(() => {
  api.restore();
  signOut();
  sessionStorage.clear();
});

const KEY = sessionDraftKey('draw-request:D7', 'jane@demo.test');
const renderForm = () => {
  const onSubmitted = jest.fn(async () => undefined);
  render(<DrawRequestForm dealId="D7" budget={budget()} onSubmitted={onSubmitted} />);
  return { user: userEvent.setup(), onSubmitted };
};
const amount = (name: string) => screen.getByLabelText(new RegExp(`^Amount for ${name}`));
const total = () => screen.getByText(/Draw Request Total/).querySelector('output');

describe('DrawRequestForm', () => {
  it('shows a table per sublot: budget item, amount input, remaining balance and budget', () => {
    renderForm();
    const lot1 = screen.getByRole('region', { name: 'Lot 1' });
    const table = within(lot1).getByRole('table', { name: 'Lot 1 line items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Budget Item', 'Amount', 'Remaining Balance', 'Budget']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Foundation0100');
    expect(
      within(row).getByRole('textbox', { name: 'Amount for Foundation (0100), Lot 1' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(row).getByText('$20,000.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lot 2' })).toBeInTheDocument();
  });

  it('accepts digits, commas, dollar signs and one period with 2 decimals; keeps a running total', async () => {
    const { user } = renderForm();
    await user.type(amount('Foundation'), '$1,2a00.555');
    expect(amount('Foundation')).toHaveValue('$1,200.55');
    await user.type(amount('Roofing'), '-300');
    expect(amount('Roofing')).toHaveValue('300');
    expect(total()).toHaveTextContent('$1,500.55');
    await user.clear(amount('Roofing'));
    await user.click(amount('Roofing'));
    await user.paste('$ 2,000.1.5');
    expect(amount('Roofing')).toHaveValue('');
    await user.paste('$ 2,000.10');
    expect(amount('Roofing')).toHaveValue('$2,000.10');
    expect(total()).toHaveTextContent('$3,200.65');
  });

  it('shows what each amount leaves, and refuses one over the balance', async () => {
    const { user } = renderForm();
    await user.type(amount('Foundation'), '5000.01');
    const row = amount('Foundation').closest('tr') as HTMLElement;
    expect(within(row).getByText('-$0.01')).toBeInTheDocument();
    expect(amount('Foundation')).toHaveAttribute('aria-invalid', 'true');
    expect(amount('Foundation')).toHaveAccessibleDescription(
      'Cannot request a negative line item amount*',
    );
    await user.click(screen.getByRole('button', { name: 'Request Draw' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot request a negative line item amount*',
    );
    expect(amount('Foundation')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs one amount above 0', async () => {
    const { user } = renderForm();
    await user.type(amount('Framing'), '0.00');
    await user.click(screen.getByRole('button', { name: 'Request Draw' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A minimum of one line item is required to submit your draw request*',
    );
    expect(amount('Foundation')).toHaveFocus();
    await user.type(amount('Framing'), '{Backspace}{Backspace}{Backspace}{Backspace}25');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the modal when the lines are right', async () => {
    const { user } = renderForm();
    await user.type(amount('Roofing'), '1,000');
    await user.click(screen.getByRole('button', { name: 'Request Draw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Draw' });
    expect(dialog).toHaveAccessibleDescription('Draw Request Total: $1,000.00');
  });

  it('disables Request Draw for an employee viewing the account, and keeps no draft', async () => {
    signIn({ username: 'jane@demo.test', employeeToken: 'employee-token' });
    const { user } = renderForm();
    expect(screen.getByRole('button', { name: 'Request Draw' })).toBeDisabled();
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === EMPLOYEE_DRAW_NOTE),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Request Draw' })).toHaveAccessibleDescription(
      EMPLOYEE_DRAW_NOTE,
    );
    await user.type(amount('Roofing'), '10');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the amounts across a reload, per user and deal, and restores them', async () => {
    const { user } = renderForm();
    await user.type(amount('Roofing'), '$250.50');
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}')).toEqual({ 'i-roof': '$250.50' });
    render(<DrawRequestForm dealId="D7" budget={budget()} onSubmitted={jest.fn()} />);
    const restored = screen.getAllByLabelText(/^Amount for Roofing/).at(-1);
    expect(restored).toHaveValue('$250.50');
    expect(screen.getByText('Your unfinished draw request was restored.')).toBeInTheDocument();
  });

  it('clears the restored amounts on request', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ 'i-found': '12' }));
    const { user } = renderForm();
    expect(amount('Foundation')).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Clear the amounts' }));
    expect(amount('Foundation')).toHaveValue('');
    expect(
      screen.queryByText('Your unfinished draw request was restored.'),
    ).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('forgets every draft on sign-out', async () => {
    const { user } = renderForm();
    await user.type(amount('Roofing'), '9');
    act(() => signOut());
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('draws a picture per sublot: budget, invoiced and this request', async () => {
    const { user } = renderForm();
    await user.type(amount('Foundation'), '1000');
    expect(
      screen.getByRole('img', {
        name: 'Lot 1: budget $50,000.00, invoiced $25,000.00, this request $1,000.00',
      }),
    ).toBeInTheDocument();
  });
});
