import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (the trigger). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  /** Controlled open state (InfoTip opens on a tap too); uncontrolled when undefined. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A hover/focus tooltip on Radix. */
const TooltipOnRadix = ({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open,
  onOpenChange,
}: TooltipProps) => (
  <RadixTooltip.Provider delayDuration={delayDuration}>
    <RadixTooltip.Root
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
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

export default TooltipOnRadix;
