import { fireEvent, render, screen } from '@testing-library/react';
import { FileField } from './FileField';

const pdf = new File(['%PDF-1.4'], 'waiver.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('is a drop area with a named Choose file button, its error on the whole area', () => {
    const onChoose = jest.fn();
    render(
      <FileField
        label="Contractor's Lien Waiver"
        name="lien_waiver"
        accept=".pdf,.docx"
        files={[]}
        onChoose={onChoose}
        onRemove={() => undefined}
        error="Contractor's Lien Waiver* is Required."
        required
      />,
    );
    const button = screen.getByRole('button', { name: "Choose file for Contractor's Lien Waiver" });
    expect(button).toHaveAccessibleDescription(
      "Contractor's Lien Waiver* is Required. Accepted: PDF, DOCX.",
    );
    const input = screen.getByLabelText("Contractor's Lien Waiver");
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const area = button.closest('[data-invalid]');
    expect(area).not.toBeNull();
    fireEvent.drop(area as Element, { dataTransfer: { files: [pdf] } });
    expect(onChoose).toHaveBeenCalledWith([pdf]);
  });
});
