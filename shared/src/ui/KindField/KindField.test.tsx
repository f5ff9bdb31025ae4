import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { KindField } from './KindField';
import type { FieldKindName } from './fieldKinds';

const Harness = ({ kind, message }: { kind: FieldKindName; message?: string }) => {
  const [value, setValue] = useState('');
  return (
    <>
      <KindField
        kind={kind}
        label="Field"
        name="field"
        value={value}
        onValueChange={setValue}
        message={message}
      />
      <button type="button">Next</button>
    </>
  );
};

it('formats a currency when left, and says the message for text that is not an amount', async () => {
  const user = userEvent.setup();
  render(<Harness kind="currency" />);
  const field = screen.getByLabelText('Field');
  await user.type(field, '450000');
  await user.tab();
  expect(field).toHaveValue('$450,000.00');
  expect(field).not.toHaveAccessibleDescription();
  await user.clear(field);
  await user.type(field, '1.234');
  await user.tab();
  expect(field).toHaveAccessibleDescription(
    'Enter an amount in dollars, e.g. $1,250.00 (at most 2 decimals).',
  );
});

it('shows a phone 3-3-4 and drops letters as typed', async () => {
  const user = userEvent.setup();
  render(<Harness kind="phone" />);
  const field = screen.getByLabelText('Field');
  await user.type(field, '512a5550142');
  await user.tab();
  expect(field).toHaveValue('512-555-0142');
});

it('says the form’s own message for the field when it has one', async () => {
  const user = userEvent.setup();
  render(<Harness kind="phone" message="Phone must have at least 10 digits." />);
  const field = screen.getByLabelText('Field');
  await user.type(field, '512555');
  await user.tab();
  expect(field).toHaveAccessibleDescription('Phone must have at least 10 digits.');
});

it('upper-cases a loan number when left and refuses one without a digit', async () => {
  const user = userEvent.setup();
  render(<Harness kind="loanNumber" />);
  const field = screen.getByLabelText('Field');
  await user.type(field, 'ln 1009');
  await user.tab();
  expect(field).toHaveValue('LN1009');
  await user.clear(field);
  await user.type(field, 'ln-1009');
  await user.tab();
  expect(field).toHaveValue('LN-1009');
  await user.clear(field);
  await user.type(field, 'loan');
  await user.tab();
  expect(field).toHaveAccessibleDescription(
    'Enter the loan number as on your statement, e.g. LN-1009.',
  );
});

it('keeps 5 digits of a zip and says the zip message for fewer', async () => {
  const user = userEvent.setup();
  render(<Harness kind="zip" />);
  const field = screen.getByLabelText('Field');
  await user.type(field, '78a701-99');
  expect(field).toHaveValue('78701');
  await user.clear(field);
  await user.type(field, '7870');
  await user.tab();
  expect(field).toHaveAccessibleDescription('Zip must be 5 digits.');
});
