import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

interface Errors {
  first?: string;
  second?: string;
}

/** Two fields; each submit sets `next` as the errors (after an await when `async`). */
const Harness = ({ next, async = false }: { next: Errors; async?: boolean }) => {
  const [errors, setErrors] = useState<Errors>({});
  const [first, setFirst] = useState('');
  return (
    <Form
      label="Details"
      errors={errors}
      onSubmit={
        async
          ? async () => {
              await Promise.resolve();
              setErrors(next);
            }
          : () => setErrors(next)
      }
    >
      <TextField
        label="First"
        value={first}
        onChange={(event) => {
          setFirst(event.target.value);
          setErrors((current) => ({ ...current }));
        }}
        error={errors.first}
      />
      <TextField label="Second" error={errors.second} />
      <button type="submit">Send</button>
    </Form>
  );
};

it('is named, never validated by the browser, and prevents the page load', () => {
  const onSubmit = jest.fn();
  render(
    <Form label="Payment" onSubmit={onSubmit}>
      <button type="submit">Pay</button>
    </Form>,
  );
  const form = screen.getByRole('form', { name: 'Payment' });
  expect(form).toHaveAttribute('novalidate');
  const event = new Event('submit', { bubbles: true, cancelable: true });
  fireEvent(form, event);
  expect(event.defaultPrevented).toBe(true);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('may be named by a heading', () => {
  render(
    <>
      <h2 id="heading">New Draw Request</h2>
      <Form label={{ labelledBy: 'heading' }} onSubmit={() => undefined} />
    </>,
  );
  expect(screen.getByRole('form', { name: 'New Draw Request' })).toBeInTheDocument();
});

it('keeps its submit to itself', () => {
  const outer = jest.fn();
  render(
    <div onSubmit={outer}>
      <Form label="Inner" onSubmit={() => undefined}>
        <button type="submit">Send</button>
      </Form>
    </div>,
  );
  fireEvent.submit(screen.getByRole('form', { name: 'Inner' }));
  expect(outer).not.toHaveBeenCalled();
});

it('after a refused submit, focuses the first field in error', async () => {
  const user = userEvent.setup();
  render(<Harness next={{ second: 'Required.' }} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByLabelText('Second')).toHaveFocus();
});

it('waits for a submit that returns a promise before it moves the keyboard', async () => {
  const user = userEvent.setup();
  render(<Harness next={{ first: 'Required.', second: 'Required.' }} async />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('Required.'),
  );
  expect(screen.getByLabelText('First')).toHaveFocus();
});

it('leaves the keyboard alone on edits and on a submit without errors', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Harness next={{ first: 'Required.' }} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByLabelText('First')).toHaveFocus();
  // An edit makes a new errors object with the message still in it: the keyboard stays put.
  await user.click(screen.getByLabelText('Second'));
  fireEvent.change(screen.getByLabelText('First'), { target: { value: 'a' } });
  expect(screen.getByLabelText('Second')).toHaveFocus();
  rerender(<Harness next={{}} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
});
