import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDropArea } from './FileDropArea';

const file = (name: string) => new File(['x'], name, { type: 'text/csv' });

const renderArea = (props: { disabled?: boolean; disabledReasonId?: string } = {}) => {
  const onFiles = jest.fn();
  render(
    <>
      <p id="why">Not while viewing.</p>
      <FileDropArea
        prompt="Drag and drop files here, or"
        buttonText="Browse files"
        inputLabel="Files to upload"
        limits="Up to 20MB per file."
        accept=".csv"
        multiple
        onFiles={onFiles}
        disabled={props.disabled ?? false}
        disabledReasonId={props.disabledReasonId}
      />
    </>,
  );
  const zone = screen.getByText('Drag and drop files here, or').parentElement as HTMLElement;
  return { onFiles, zone, input: screen.getByLabelText<HTMLInputElement>('Files to upload') };
};

it('takes dropped files, and marks the area while files are dragged over it', () => {
  const { onFiles, zone } = renderArea();
  fireEvent.dragOver(zone);
  expect(zone).toHaveAttribute('data-dragging');
  fireEvent.dragLeave(zone);
  expect(zone).not.toHaveAttribute('data-dragging');
  fireEvent.drop(zone, { dataTransfer: { files: [file('a.csv'), file('b.csv')] } });
  expect(onFiles).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'a.csv' }),
    expect.objectContaining({ name: 'b.csv' }),
  ]);
});

it('takes chosen files, and the same file again after', async () => {
  const { onFiles, input } = renderArea();
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.csv');
  expect(input).toHaveAttribute('multiple');
  expect(input).toHaveAttribute('tabindex', '-1');
  await userEvent.upload(input, file('a.csv'));
  expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.csv' })]);
  expect(input.value).toBe('');
});

it('opens the picker from a button described by the limits', async () => {
  const { input } = renderArea();
  const click = jest.spyOn(input, 'click');
  const button = screen.getByRole('button', { name: 'Browse files' });
  expect(button).toHaveAccessibleDescription('Up to 20MB per file.');
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(click).toHaveBeenCalled();
});

it('takes nothing while disabled, and says why', () => {
  const { onFiles, zone, input } = renderArea({ disabled: true, disabledReasonId: 'why' });
  const button = screen.getByRole('button', { name: 'Browse files' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Not while viewing. Up to 20MB per file.');
  expect(input).toBeDisabled();
  expect(input).toHaveAccessibleDescription('Not while viewing.');
  fireEvent.drop(zone, { dataTransfer: { files: [file('a.csv')] } });
  expect(onFiles).not.toHaveBeenCalled();
});
