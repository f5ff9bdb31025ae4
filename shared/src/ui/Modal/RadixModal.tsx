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

/** A form field a person fills in (not a button, not an info tip). */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

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
  opener,
}: ModalProps & { opener?: HTMLElement | null }) => (
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
        onOpenAutoFocus={(event) => {
          // Radix focuses the first focusable element, which may be an info tip whose tooltip
          // then covers the field it explains: a form's first field is where the user starts.
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            FIRST_FIELD,
          );
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          // Back to the opener, unless the page has already put focus somewhere on purpose
          // (a confirmation it shows after the dialog's work is done).
          const active = document.activeElement;
          if (active && active !== document.body) {
            event.preventDefault();
          } else if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
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
