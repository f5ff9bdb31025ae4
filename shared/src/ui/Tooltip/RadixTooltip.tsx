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

export interface RadixTooltipProps extends TooltipProps {
  /** Focus the trigger once mounted: it replaces one that had the focus (Tooltip.tsx). */
  focusTrigger?: boolean;
}

/** A hover/focus tooltip on Radix. */
const TooltipOnRadix = ({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open,
  onOpenChange,
  focusTrigger = false,
}: RadixTooltipProps) => (
  <RadixTooltip.Provider delayDuration={delayDuration}>
    <RadixTooltip.Root
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {/* Focused as it mounts (React's autoFocus): Radix opens on focus, as if it had been there
          when the focus came. */}
      <RadixTooltip.Trigger asChild autoFocus={focusTrigger}>
        {children}
      </RadixTooltip.Trigger>
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
