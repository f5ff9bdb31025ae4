import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { US_STATES } from '@lender/contracts';
import { SelectField } from './SelectField';

describe('SelectField', () => {
  it('labels the select and lists the options after the placeholder', () => {
    render(
      <SelectField label="State" name="state" options={US_STATES} placeholder="Select a state" />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(52);
    expect(options[0]).toHaveTextContent('Select a state');
    expect(options[0]).toHaveValue('');
    expect(select).toHaveAttribute('name', 'state');
  });

  it('reports changes', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Sale or Refinance"
        options={[
          { value: 'Sell', label: 'Sell' },
          { value: 'Refinance', label: 'Refinance' },
        ]}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sale or Refinance' }),
      'Refinance',
    );
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('Refinance');
  });

  it('links the error and sets aria-invalid', () => {
    render(<SelectField label="Exit Strategy" options={[]} error="Make a selection." />);
    const select = screen.getByRole('combobox', { name: 'Exit Strategy' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Make a selection.');
  });
});
