import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { budget, draw, draws } from '../test-utils/construction';
import { DrawStatus } from './DrawStatus';
import { downloadTextFile } from './downloadFile';

jest.mock('./downloadFile');
const downloadMock = jest.mocked(downloadTextFile);

afterEach(() => jest.resetAllMocks());

const drawButtons = () =>
  within(screen.getByRole('list', { name: 'Draws, oldest first' })).getAllByRole('button');

describe('DrawStatus', () => {
  it('shows an icon per draw with its date: a check when complete, a gear while pending', () => {
    render(
      <DrawStatus
        dealId="D7"
        draws={[...draws(), draw({ id: 'dr-3', date: '2026-03-15', status: '' })]}
        budget={budget()}
      />,
    );
    const buttons = drawButtons();
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Draw of 01/10/2026',
      'Draw of 02/20/2026',
      'Draw of 03/15/2026',
    ]);
    expect(within(buttons[0]!).getByRole('img', { name: 'Complete' })).toBeInTheDocument();
    expect(within(buttons[2]!).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(buttons[2]).toHaveAccessibleName('Pending Draw of 03/15/2026');
  });

  it('opens the latest draw by default; a click toggles a draw’s detail', async () => {
    const user = userEvent.setup();
    render(<DrawStatus dealId="D7" draws={draws()} budget={budget()} />);
    const [first, latest] = drawButtons();
    expect(latest).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByRole('heading', { name: 'Draw of 02/20/2026: Complete' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lot 1, draw of 02/20/2026' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Framing0200');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$10,000.00', '$20,000.00', '$30,000.00']);

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(latest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('table', { name: 'Lot 2, draw of 01/10/2026' })).toBeInTheDocument();

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<DrawStatus dealId="D7" draws={draws()} budget={budget()} />);
    await user.tab(); // the info tip on the statuses
    await user.tab(); // the CSV download
    await user.tab();
    expect(drawButtons()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(drawButtons()[0]).toHaveAttribute('aria-expanded', 'true');
    expect(drawButtons()[0]).toHaveAttribute('aria-controls', expect.any(String));
  });

  it('downloads the draw history as CSV', async () => {
    render(<DrawStatus dealId="D7" draws={draws()} budget={budget()} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download Draw History (CSV)' }));
    expect(downloadMock).toHaveBeenCalledWith(
      'draw-history-D7.csv',
      expect.stringContaining('Draw Date,Status'),
    );
    expect(downloadMock.mock.calls[0]?.[1].split('\r\n')).toHaveLength(4);
  });

  it('says No Previous Draws without draws, with nothing to download', () => {
    render(<DrawStatus dealId="D7" draws={[]} budget={budget()} />);
    expect(screen.getByText('No Previous Draws')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('says statuses are not available for a deal without a budget', () => {
    render(<DrawStatus dealId="D7" draws={[]} budget={budget({ sublots: [], totalBalance: 0 })} />);
    expect(screen.getByText('Draw statuses are not available.')).toBeInTheDocument();
  });
});
