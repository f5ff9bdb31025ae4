import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { useSession } from '../../session/sessionStore';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (the trigger). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}

/**
 * A hover/focus tooltip on Radix. When the user has turned tooltips off (session options), it
 * renders the trigger alone: no wrapper, no aria-describedby, no tooltip.
 */
export const Tooltip = ({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) => {
  const enabled = useSession((state) => state.options.toolTips);
  if (!enabled) return children;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} sideOffset={4} className={styles.content}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
};
