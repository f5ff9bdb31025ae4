import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('labels a multi-line answer of three rows unless told otherwise, and passes its props', () => {
    render(
      <>
        <TextAreaField label="Mailing address" name="address" required />
        <TextAreaField label="Description" rows={6} />
      </>,
    );
    const address = screen.getByRole('textbox', { name: /Mailing address/ });
    expect(address.tagName).toBe('TEXTAREA');
    expect(address).toHaveAttribute('rows', '3');
    expect(address).toHaveAttribute('name', 'address');
    expect(address).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '6');
  });

  it('links its error and takes typing', async () => {
    const onChange = jest.fn();
    render(<TextAreaField label="Description" error="Required." onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required.');
    await userEvent.type(box, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
