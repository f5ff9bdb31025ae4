import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './CopyButton';

let writeText: jest.Mock<Promise<void>, [string]>;

const mockClipboard = () => {
  writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
};

/** Clicks inside act, letting the clipboard promise settle. */
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  mockClipboard();
});
afterEach(() => jest.useRealTimers());

describe('CopyButton', () => {
  it('copies the text and confirms for 2 seconds', async () => {
    render(<CopyButton text={'Loan 1\t$1,000.00'} label="Copy Table" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await click('Copy Table');
    expect(writeText).toHaveBeenCalledWith('Loan 1\t$1,000.00');
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('computes lazy text at click time', async () => {
    let value = 'first';
    render(<CopyButton text={() => value} />);
    value = 'second';
    await click('Copy');
    expect(writeText).toHaveBeenCalledWith('second');
  });

  it('a second click restarts the 2 seconds', async () => {
    render(<CopyButton text="x" />);
    await click('Copy');
    act(() => jest.advanceTimersByTime(1500));
    await click('Copy');
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    render(<CopyButton text="x" />);
    await click('Copy');
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
  });
});
