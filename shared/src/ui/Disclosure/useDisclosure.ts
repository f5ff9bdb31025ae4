// A disclosure (WAI-ARIA pattern): a button that shows and hides the content it controls, saying
// which (aria-controls) and whether it is shown (aria-expanded).
import { useCallback, useId, useState } from 'react';

export interface Disclosure {
  open: boolean;
  /** Spread on the `<button type="button">` that shows and hides the content. */
  toggleProps: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void };
  /** Spread on the element around the content: hidden while closed. */
  contentProps: { id: string; hidden: boolean };
}

/** The state and the ARIA wiring of a disclosure; the markup and its look stay the caller's. */
export function useDisclosure(initiallyOpen = false): Disclosure {
  const [open, setOpen] = useState(initiallyOpen);
  const contentId = useId();
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return {
    open,
    toggleProps: { 'aria-expanded': open, 'aria-controls': contentId, onClick: toggle },
    contentProps: { id: contentId, hidden: !open },
  };
}
