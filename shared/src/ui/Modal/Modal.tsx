import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './RadixModal';

export type { ModalProps };

// Radix Dialog is loaded the first time a modal opens: most pages never open one, and the
// session guard's modal is on every signed-in page.
const RadixModal = lazy(() => import('./RadixModal'));

/** A dialog: titled, described, focus trapped while open, focus restored on close. */
export const Modal = (props: ModalProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixModal {...props} />
    </Suspense>
  );
};
