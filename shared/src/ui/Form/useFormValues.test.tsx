import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindField } from '../KindField/KindField';
import { SelectField } from '../SelectField/SelectField';
import { TextField } from '../TextField/TextField';
import { useFormValues } from './useFormValues';

interface Values {
  name: string;
  state: string;
  phone: string;
  account: string;
  agreed: boolean;
}

const initial: Values = { name: 'Ann', state: '', phone: '', account: '', agreed: false };

const Harness = ({ onChange }: { onChange?: (changes: Partial<Values>) => void }) => {
  const { values, field, kindField, set } = useFormValues(initial, {
    errors: { state: 'Choose a state.' },
    onChange,
  });
  return (
    <>
      <TextField label="Name" {...field('name')} />
      <SelectField
        label="State"
        options={[{ value: 'TX', label: 'Texas' }]}
        placeholder="Select"
        {...field('state')}
      />
      <KindField kind="phone" label="Phone" {...kindField('phone')} />
      <TextField label="Account" {...field('account', (text) => text.replace(/\D/g, ''))} />
      <button type="button" onClick={() => set({ name: '', agreed: true })}>
        Clear
      </button>
      <output>{JSON.stringify(values)}</output>
    </>
  );
};

it('binds each field to its value by name, with its error', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const name = screen.getByLabelText('Name');
  expect(name).toHaveValue('Ann');
  expect(name).toHaveAttribute('name', 'name');
  await user.type(name, 'a');
  expect(name).toHaveValue('Anna');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  expect(screen.getByLabelText('State')).toHaveValue('TX');
  expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Choose a state.');
  expect(name).not.toHaveAttribute('aria-invalid');
});

it('binds a kind field through the kind, and filters what is typed', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByLabelText('Phone'), '5551234567');
  expect(screen.getByLabelText('Phone')).toHaveValue('555-123-4567');
  await user.type(screen.getByLabelText('Account'), '12a,3');
  expect(screen.getByLabelText('Account')).toHaveValue('123');
});

it('sets values, telling onChange first', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(onChange).toHaveBeenCalledWith({ name: '', agreed: true });
  expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
    ...initial,
    name: '',
    agreed: true,
  });
});
