import { useEffect, useState, type RefObject } from 'react';

/** The element's width in px, followed on resize (`fallback` where ResizeObserver is missing). */
export const useElementWidth = (ref: RefObject<HTMLElement | null>, fallback: number): number => {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};
