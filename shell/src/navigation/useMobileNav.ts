import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NAV_RESIZE_DEBOUNCE_MS } from '@lender/shared';

/** The mobile menu's open state: closes on route change and on window resize (debounced). */
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

  return { open, toggle: () => setOpen((value) => !value) };
}
