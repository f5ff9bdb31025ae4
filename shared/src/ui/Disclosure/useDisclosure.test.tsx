import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDisclosure } from './useDisclosure';

function Example({ initiallyOpen }: { initiallyOpen?: boolean }) {
  const details = useDisclosure(initiallyOpen);
  return (
    <>
      <button type="button" {...details.toggleProps}>
        Details
      </button>
      <div {...details.contentProps}>{details.open ? <p>The details</p> : null}</div>
    </>
  );
}

describe('useDisclosure', () => {
  it('shows and hides the content it controls, saying whether it is shown', async () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Details' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content).not.toBeNull();
    expect(content).not.toBeVisible();
    expect(screen.queryByText('The details')).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(content).toBeVisible();
    expect(content).toHaveTextContent('The details');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(content).not.toBeVisible();
  });

  it('may start open, and gives each disclosure its own content id', () => {
    render(
      <>
        <Example initiallyOpen />
        <Example />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Details' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(first?.getAttribute('aria-controls')).not.toBe(second?.getAttribute('aria-controls'));
  });
});
