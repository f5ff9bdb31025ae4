import { useEffect, useState } from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import * as styles from './CopyButton.css';

/** How long the copied (or failed) confirmation shows (spec §9). */
export const COPY_CONFIRMATION_MS = 2000;

export interface CopyButtonProps {
  /**
   * The text to copy, or a function computing it at click time (e.g. a table as TSV), which may
   * have to fetch first (the rows of a paged table not shown yet).
   */
  text: string | (() => string | Promise<string>);
  label?: string;
  copiedText?: string;
  failedText?: string;
  /** How long the confirmation shows (ms). */
  duration?: number;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Text still being fetched: a ClipboardItem holding the promise keeps the click's permission
 * (Safari refuses a write made after an await); without ClipboardItem, write once it is there.
 */
const writeWhenReady = async (text: Promise<string>): Promise<void> => {
  if (typeof ClipboardItem === 'function' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else await navigator.clipboard.writeText(await text);
};

type CopyStatus = { state: 'idle' } | { state: 'copied' | 'failed'; at: number };

/** Copies text with the Clipboard API and confirms in a polite live region for 2 seconds. */
export const CopyButton = ({
  text,
  label = 'Copy',
  copiedText = 'Copied!',
  failedText = 'Copy failed',
  duration = COPY_CONFIRMATION_MS,
  variant = 'secondary',
  className,
}: CopyButtonProps) => {
  const [status, setStatus] = useState<CopyStatus>({ state: 'idle' });

  useEffect(() => {
    if (status.state === 'idle') return undefined;
    const timer = setTimeout(() => setStatus({ state: 'idle' }), duration);
    return () => clearTimeout(timer);
  }, [status, duration]);

  const copy = async () => {
    try {
      const value = typeof text === 'function' ? text() : text;
      if (typeof value === 'string') await navigator.clipboard.writeText(value);
      else await writeWhenReady(value);
      setStatus({ state: 'copied', at: Date.now() });
    } catch {
      setStatus({ state: 'failed', at: Date.now() });
    }
  };

  return (
    <span className={[styles.wrapper, className ?? ''].filter(Boolean).join(' ')}>
      <Button variant={variant} onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={styles.status[status.state]}>
        {status.state === 'copied' ? copiedText : status.state === 'failed' ? failedText : ''}
      </span>
    </span>
  );
};
