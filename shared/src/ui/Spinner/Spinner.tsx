import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/visuallyHidden.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  className?: string;
}

/** A spinning indicator in a polite status region. */
export const Spinner = ({ label = 'Loading', className }: SpinnerProps) => (
  <span role="status" className={className}>
    <span className={styles.spinner} aria-hidden="true" />
    <span className={visuallyHidden}>{label}</span>
  </span>
);

export interface LoadingStateProps {
  /** Visible text next to the spinner. */
  children?: ReactNode;
  className?: string;
}

/** A block-level loading message (spinner + visible text) in a polite status region. */
export const LoadingState = ({ children = 'Loading...', className }: LoadingStateProps) => (
  <div
    role="status"
    aria-live="polite"
    className={[styles.loading, className ?? ''].filter(Boolean).join(' ')}
  >
    <span className={styles.spinner} aria-hidden="true" />
    <span>{children}</span>
  </div>
);
