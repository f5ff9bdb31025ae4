import { useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../session/sessionStore';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './InfoTip.css';

export interface InfoTipProps {
  /** What the tip explains, e.g. 'T&I Escrow Balance': the button is named 'About {topic}'. */
  topic: string;
  /** The explanation. */
  children: ReactNode;
}

/**
 * An explanation beside a term: a focusable 28 px info button that shows a tooltip on hover, on
 * keyboard focus and on a tap (a second tap, Escape or moving away closes it). It honours the
 * user's Tooltips preference (the side navigation's toggle, persisted in the session's options):
 * with tooltips off there is no button at all.
 */
export function InfoTip({ topic, children }: InfoTipProps) {
  const enabled = useSession((state) => state.options.toolTips);
  const [open, setOpen] = useState(false);
  // Whether the tip was open when the pointer went down (Radix closes it on pointer down).
  const openAtPointerDown = useRef<boolean | null>(null);
  if (!enabled) return null;
  return (
    <Tooltip content={children} open={open} onOpenChange={setOpen}>
      <button
        type="button"
        className={styles.button}
        aria-label={`About ${topic}`}
        // A tap or click toggles (Radix alone closes on pointer down and never opens on touch).
        onPointerDown={() => {
          openAtPointerDown.current = open;
        }}
        onClick={(event) => {
          event.preventDefault();
          const wasOpen = openAtPointerDown.current ?? open;
          openAtPointerDown.current = null;
          setOpen(!wasOpen);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
    </Tooltip>
  );
}
