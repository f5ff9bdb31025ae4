import type { ReactNode } from 'react';
import * as styles from './Alert.css';

export type AlertVariant = 'error' | 'success' | 'warning' | 'info';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children: ReactNode;
  /** role=alert (default) interrupts; 'status' announces politely (e.g. a success message). */
  role?: 'alert' | 'status';
  className?: string;
}

/** A message box announced to assistive technology (role=alert by default). */
export const Alert = ({
  variant = 'error',
  title,
  children,
  role = 'alert',
  className,
}: AlertProps) => (
  <div role={role} className={[styles.alert[variant], className ?? ''].filter(Boolean).join(' ')}>
    {title ? <strong className={styles.title}>{title}</strong> : null}
    {children}
  </div>
);
