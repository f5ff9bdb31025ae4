import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Window resizes are debounced this long before the mobile menu closes (spec §9). */
const NAV_RESIZE_DEBOUNCE_MS = 200;

/**
 * The mobile menu's open state: closes on route change, on window resize (debounced) and on
 * Escape (focus back on the toggle); opening it moves focus to its first item.
 */
export function useMobileNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A route change closes the menu (adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(false), NAV_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle: () => setOpen((value) => !value), toggleRef, navRef };
}
