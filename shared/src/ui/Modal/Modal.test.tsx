import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

const Harness = (props: Partial<ModalProps>) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Session Expiring"
        description="Your session is about expire due to inactivity."
        {...props}
      >
        <Button onClick={() => setOpen(false)}>Continue Session</Button>
      </Modal>
    </>
  );
};

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Session Expiring' });
    expect(dialog).toHaveAccessibleDescription('Your session is about expire due to inactivity.');
  });

  it('moves focus inside and keeps it there', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Esc by default', async () => {
    render(<Harness />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can refuse Esc and hide the close button', async () => {
    render(<Harness closeOnEscape={false} showCloseButton={false} />);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works without a description', async () => {
    render(<Harness description={undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Session Expiring' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});

describe('Modal focus', () => {
  const FormModal = () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Request Draw
        </button>
        <Modal open={open} onOpenChange={setOpen} title="Request Draw">
          <button type="button" aria-label="About the inspection window">
            i
          </button>
          <label>
            Inspection Start Date <input type="date" />
          </label>
        </Modal>
      </>
    );
  };

  it('starts on the first field, not on an info button before it', async () => {
    render(<FormModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Draw' }));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Inspection Start Date')).toHaveFocus();
  });

  it('gives focus back to the button that opened it when it closes', async () => {
    render(<FormModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Draw' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Draw' })).toHaveFocus();
  });
});
