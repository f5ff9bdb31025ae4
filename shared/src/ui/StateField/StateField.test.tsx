import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StateField } from './StateField';
import { stateOptions } from './StateSelect';

const Form = ({ stored }: { stored: string }) => {
  const [value, setValue] = useState(stored);
  return (
    <StateField name="state" value={value} onChange={(event) => setValue(event.target.value)} />
  );
};

describe('StateField', () => {
  it('holds its value while the list loads, then offers the 50 states and DC after the prompt', async () => {
    render(<Form stored="TX" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveValue('TX');
    expect(select).toHaveAttribute('autocomplete', 'address-level1');
    expect(await screen.findByRole('option', { name: 'California' })).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(52);
    expect(options[0]).toHaveTextContent('Select a state');
    expect(select).toHaveValue('TX');
  });

  it('keeps a stored value the list does not know as a choice, marked, after another is picked', async () => {
    render(<Form stored="Ontario" />);
    const marked = await screen.findByRole('option', {
      name: 'Ontario (not a recognised US state)',
    });
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveValue('Ontario');
    await userEvent.selectOptions(select, 'Texas');
    expect(select).toHaveValue('TX');
    expect(marked).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Ontario (not a recognised US state)');
    expect(select).toHaveValue('Ontario');
  });

  it('takes the form’s own label', () => {
    render(<StateField label="Billing State" value="" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Billing State' })).toBeInTheDocument();
  });
});

describe('stateOptions', () => {
  it('puts values the list does not know first, once each, marked as such', () => {
    const options = stateOptions('Ontario', 'Ontario', 'TX', '');
    expect(options).toHaveLength(52);
    expect(options[0]).toEqual({ value: 'Ontario', label: 'Ontario (not a recognised US state)' });
    expect(stateOptions('TX')).toHaveLength(51);
    expect(stateOptions('')).toHaveLength(51);
  });
});
