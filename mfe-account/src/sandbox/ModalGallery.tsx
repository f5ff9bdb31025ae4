import { useState } from 'react';
import { Button, Modal } from '@lender/shared';
import { GallerySection } from './GallerySection';

/** Modal: a regular dialog, and one that only its button closes (like the session modal). */
export function ModalGallery() {
  const [open, setOpen] = useState<'regular' | 'locked' | null>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <GallerySection title="Modals">
      <Button variant="secondary" onClick={() => setOpen('regular')}>
        Open modal
      </Button>
      <Button variant="secondary" onClick={() => setOpen('locked')}>
        Open locked modal
      </Button>
      <Modal
        open={open === 'regular'}
        onOpenChange={onOpenChange}
        title="Example modal"
        description="Esc, the close button or a click outside closes it; focus returns to the opener."
      >
        <Button onClick={() => setOpen(null)}>Done</Button>
      </Modal>
      <Modal
        open={open === 'locked'}
        onOpenChange={onOpenChange}
        title="Session Expiring"
        description="Only the button closes this one."
        closeOnEscape={false}
        closeOnOutsideClick={false}
        showCloseButton={false}
      >
        <Button onClick={() => setOpen(null)}>Continue Session</Button>
      </Modal>
    </GallerySection>
  );
}
