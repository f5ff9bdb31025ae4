import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labelledFields } from './labelledFields';
import { useFormValues } from './useFormValues';

interface Values {
  name: string;
  note: string;
  zip: string;
  country: string;
  state: string;
}
const LABELS = { name: 'Name', note: 'Note', zip: 'Zip', country: 'Country', state: 'State' };
const EMPTY: Values = { name: '', note: '', zip: '', country: '', state: 'TX' };

function Address({ errors }: { errors?: Partial<Record<keyof Values, string>> }) {
  const form = useFormValues(EMPTY, { errors });
  const fields = labelledFields(form, LABELS);
  return (
    <form aria-label="Address">
      {fields.text('name', { filter: (text) => text.toUpperCase(), autoComplete: 'name' })}
      {fields.text('note', { required: false })}
      {fields.kind('zip', { kind: 'zip' })}
      {fields.select('country', {
        options: [{ value: 'US', label: 'United States' }],
        placeholder: 'Choose',
        onChange: (event) => form.set({ country: event.target.value, state: '' }),
      })}
      {fields.state('state')}
      <output>{JSON.stringify(form.values)}</output>
    </form>
  );
}

const shown = (): Values => JSON.parse(screen.getByRole('status').textContent ?? '') as Values;

describe('labelledFields', () => {
  it('labels every field from the map, required unless told not, bound to the values', async () => {
    render(<Address errors={{ name: 'Name is required.' }} />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByRole('textbox', { name: /^Note/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Zip/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('TX');

    await userEvent.type(name, 'ann');
    await userEvent.type(screen.getByRole('textbox', { name: /^Zip/ }), '7a8701');
    expect(shown()).toMatchObject({ name: 'ANN', zip: '78701' });
  });

  it("lets a select's own onChange take the change in place of the binding", async () => {
    render(<Address />);
    await screen.findByRole('option', { name: 'Texas' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'US');
    expect(shown()).toMatchObject({ country: 'US', state: '' });
  });
});
