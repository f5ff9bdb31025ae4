import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DRAW_MESSAGES } from '@lender/contracts';
import { KindField, sessionDraftKey, textOnLeave } from '@lender/shared';
import { signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { budget } from '../test-utils/construction';
import { fillInDrawModal, nextWeekday, serveDrawRequest } from '../test-utils/drawRequestSetup';
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
/** Another form's currency field (as the servicing forms have), to compare the line amounts with. */
function CurrencyField() {
  const [value, setValue] = useState('');
  return <KindField kind="currency" label="Claim Amount" value={value} onValueChange={setValue} />;
}
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

  it('takes, shows and totals an amount as the core’s currency field does', async () => {
    const { user } = renderForm();
    // Characters an amount never has are dropped as typed.
    await user.type(amount('Foundation'), '$1,2a00.5');
    expect(amount('Foundation')).toHaveValue('$1,200.5');
    await user.type(amount('Roofing'), '-300');
    expect(amount('Roofing')).toHaveValue('300');
    expect(total()).toHaveTextContent('$1,500.50');
    // Formatted when left.
    expect(amount('Foundation')).toHaveValue('$1,200.50');
    await user.tab();
    expect(amount('Roofing')).toHaveValue('$300.00');
    await user.clear(amount('Roofing'));
    await user.paste('$ 2,000.10');
    expect(amount('Roofing')).toHaveValue('$2,000.10');
    await user.tab();
    expect(amount('Roofing')).toHaveValue('$2,000.10');
    expect(total()).toHaveTextContent('$3,200.60');
  });

  it.each(['1,234.5', '450000', '.5'])(
    'shows %p as every currency field of the portal shows it',
    async (text) => {
      const { user } = renderForm();
      render(<CurrencyField />);
      await user.type(amount('Roofing'), text);
      await user.type(screen.getByLabelText('Claim Amount'), text);
      await user.tab();
      expect(amount('Roofing')).toHaveValue(
        (screen.getByLabelText('Claim Amount') as HTMLInputElement).value,
      );
      expect(amount('Roofing')).toHaveValue(textOnLeave('currency', text));
    },
  );

  it('says the contracts’ message for a text that is not an amount, and refuses it', async () => {
    const { user } = renderForm();
    await user.type(amount('Roofing'), '10');
    await user.type(amount('Foundation'), '1.234');
    expect(amount('Foundation')).not.toHaveAttribute('aria-invalid');
    expect(total()).toHaveTextContent('$10.00');
    await user.tab();
    expect(amount('Foundation')).toHaveValue('1.234');
    expect(amount('Foundation')).toHaveAttribute('aria-invalid', 'true');
    expect(amount('Foundation')).toHaveAccessibleDescription(DRAW_MESSAGES.amountFormat);
    await user.click(screen.getByRole('button', { name: 'Request Draw' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DRAW_MESSAGES.amountFormat);
    expect(amount('Foundation')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a text that is not an amount when Request Draw is pressed from the field', async () => {
    const { user } = renderForm();
    await user.type(amount('Foundation'), '1,2{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(DRAW_MESSAGES.amountFormat);
    expect(amount('Foundation')).toHaveAttribute('aria-invalid', 'true');
    expect(amount('Foundation')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the amount the currency field reads', async () => {
    const { user, onSubmitted } = renderForm();
    await user.type(amount('Roofing'), '1,234.5');
    await user.click(screen.getByRole('button', { name: 'Request Draw' }));
    await screen.findByRole('dialog', { name: 'Request Draw' });
    await fillInDrawModal(user, nextWeekday(1));
    await user.click(screen.getByRole('button', { name: 'Submit Draw Request' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.callsTo('POST deals/draws/new')[0]?.body).toMatchObject({
      lineItems: [
        {
          budgetItem: 'i-roof',
          costCode: '0300',
          amount: 1234.5,
          balance: 35000,
        },
      ],
    });
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
