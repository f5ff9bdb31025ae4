import { lazy, Suspense } from 'react';
import { useSession } from '../../session/sessionStore';
import type { TooltipProps } from './RadixTooltip';

export type { TooltipProps };

// Radix Tooltip is loaded by the first page that shows a tooltip, not with the core.
const RadixTooltip = lazy(() => import('./RadixTooltip'));

/**
 * A hover/focus tooltip. When the user has turned tooltips off (session options), it renders the
 * trigger alone: no wrapper, no aria-describedby, no tooltip.
 */
export const Tooltip = (props: TooltipProps) => {
  const enabled = useSession((state) => state.options.toolTips);
  if (!enabled) return props.children;
  return (
    <Suspense fallback={props.children}>
      <RadixTooltip {...props} />
    </Suspense>
  );
};
