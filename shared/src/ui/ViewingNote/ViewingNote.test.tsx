import { render, screen } from '@testing-library/react';
import { ViewingNote } from './ViewingNote';
import { whileViewing } from './viewingNote';

it('describes the controls it disables', () => {
  const note = whileViewing('Your profile cannot be saved');
  render(
    <>
      <ViewingNote id="note">{note}</ViewingNote>
      <button type="submit" disabled aria-describedby="note">
        Save
      </button>
    </>,
  );
  expect(note).toBe('Your profile cannot be saved while you are viewing another user’s account.');
  expect(screen.getByRole('status')).toHaveTextContent(note);
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(note);
});
