import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './Button';

describe('Button', () => {
  it('is a type=button with its label and handles clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('processing: disabled, aria-busy, reads Processing...', async () => {
    const onClick = jest.fn();
    render(
      <Button type="submit" processing onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies variant classes and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="link" className="extra">
        More
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'More' }));
    expect(ref.current?.className).toMatch(/lp-button/);
    expect(ref.current).toHaveClass('extra');
  });

  it('can be disabled without processing', () => {
    render(<Button disabled>Request Draw</Button>);
    expect(screen.getByRole('button', { name: 'Request Draw' })).toBeDisabled();
  });
});
