// What a page adds to the shell's page title: the deal nickname on deal routes (spec §2). The shell
// owns titles (its route table names each route); a remote only names the detail, through here.
import { useEffect } from 'react';

type Listener = () => void;

let detail: string | null = null;
const listeners = new Set<Listener>();

export const setPageTitleDetail = (value: string | null): void => {
  const next = value?.trim() || null;
  if (next === detail) return;
  detail = next;
  listeners.forEach((listener) => listener());
};

export const getPageTitleDetail = (): string | null => detail;

/** The shell's side: called on each change; returns the unsubscribe function. */
export const subscribePageTitleDetail = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Adds `value` to the page title while the calling component is mounted (null: nothing). */
export const usePageTitleDetail = (value: string | null): void => {
  useEffect(() => {
    setPageTitleDetail(value);
    return () => setPageTitleDetail(null);
  }, [value]);
};
