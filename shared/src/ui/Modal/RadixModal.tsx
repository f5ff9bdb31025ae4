import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './Modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Esc closes the modal (default true; the session modal turns it off). */
  closeOnEscape?: boolean;
  /** A click outside closes the modal (default true). */
  closeOnOutsideClick?: boolean;
  /** The × button (default true). */
  showCloseButton?: boolean;
  closeLabel?: string;
  className?: string;
}

/** A dialog on Radix: titled, described, focus trapped while open, focus restored on close. */
const RadixModal = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  showCloseButton = true,
  closeLabel = 'Close',
  className,
}: ModalProps) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={[styles.content, className ?? ''].filter(Boolean).join(' ')}
        onEscapeKeyDown={(event) => {
          if (!closeOnEscape) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          if (!closeOnOutsideClick) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (!closeOnOutsideClick) event.preventDefault();
        }}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
        ) : null}
        {children}
        {showCloseButton ? (
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        ) : null}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);

export default RadixModal;
