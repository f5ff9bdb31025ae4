import type { ComponentPropsWithRef } from 'react';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Busy submitting: disabled, aria-busy, and the label reads 'Processing...'. */
  processing?: boolean;
  /** Label while processing. */
  processingText?: string;
  fullWidth?: boolean;
}

export const Button = ({
  variant = 'primary',
  processing = false,
  processingText = 'Processing...',
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    disabled={disabled || processing}
    aria-busy={processing || undefined}
    className={[styles.button[variant], fullWidth ? styles.fullWidth : '', className ?? '']
      .filter(Boolean)
      .join(' ')}
  >
    {processing ? processingText : children}
  </button>
);
