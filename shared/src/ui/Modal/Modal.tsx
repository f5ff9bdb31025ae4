import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './RadixModal';

export type { ModalProps };

// Radix Dialog is loaded the first time a modal opens: most pages never open one, and the
// session guard's modal is on every signed-in page.
const RadixModal = lazy(() => import('./RadixModal'));

/**
 * A dialog: titled, described, focus on its first field (else its first control) while open and
 * trapped there, and back on what opened it when it closes.
 */
export const Modal = (props: ModalProps) => {
  const [opened, setOpened] = useState(props.open);
  const [wasOpen, setWasOpen] = useState(false);
  // What had focus when the modal opened (the button that opened it): the dialog's code may still
  // be loading then, and by the time it closes the opener may have been re-rendered.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open && typeof document !== 'undefined')
      setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixModal {...props} opener={opener} />
    </Suspense>
  );
};
