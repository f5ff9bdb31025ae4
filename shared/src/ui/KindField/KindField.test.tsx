import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { KindField } from './KindField';
import type { FieldKindName } from './fieldKinds';

const Harness = ({ kind }: { kind: FieldKindName }) => {
  const [value, setValue] = useState('');
  return (
    <>
      <KindField kind={kind} label="Field" name="field" value={value} onValueChange={setValue} />
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
