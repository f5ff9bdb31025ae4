import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { visuallyHidden } from '../theme/visuallyHidden.css';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and passes type, name and autoComplete', () => {
    render(<TextField label="Email" type="email" name="email" autoComplete="username" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links the error by aria-describedby and sets aria-invalid', () => {
    render(<TextField label="Email" error="Valid email address required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Valid email address required.');
  });

  it('describes with hint then error', () => {
    render(<TextField label="Zip" hint="5 digits" error="Zip must be 5 digits." />);
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveAccessibleDescription(
      '5 digits Zip must be 5 digits.',
    );
  });

  it('forwards the ref and typing', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(<TextField ref={ref} label="Password" type="password" onChange={onChange} />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    await userEvent.type(ref.current as HTMLInputElement, 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(ref.current?.value).toBe('abc');
  });

  it('keeps a given id and marks required', () => {
    render(<TextField id="lockbox" label="Lockbox Access Code" required maxLength={6} />);
    const input = screen.getByRole('textbox', { name: /Lockbox Access Code/ });
    expect(input).toHaveAttribute('id', 'lockbox');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('hides a label on screen but keeps it as the input’s name', () => {
    render(<TextField label="Amount for Roofing" labelHidden />);
    const input = screen.getByRole('textbox', { name: 'Amount for Roofing' });
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label).toHaveClass(visuallyHidden);
    expect(input).not.toHaveAttribute('labelhidden');
  });
});
