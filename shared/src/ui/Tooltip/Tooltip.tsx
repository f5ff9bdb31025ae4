import type { ComponentType } from 'react';
import { useSession } from '../../session/sessionStore';
import { useLoadedComponent } from '../Load/useLoadedComponent';
import type { TooltipProps } from './RadixTooltip';

export type { TooltipProps };

// Radix Tooltip is loaded by the first page that shows a tooltip, not with the core; until it is
// there the trigger shows alone. Outside Suspense, so a page is not held back for it (ADR 006).
let loadedRadix: ComponentType<TooltipProps> | undefined;
const loadRadix = () => import('./RadixTooltip').then((module) => (loadedRadix = module.default));

const LoadedTooltip = (props: TooltipProps) => {
  const radix = useLoadedComponent(loadRadix, 'tooltip', loadedRadix);
  return radix.status === 'loaded' ? <radix.Component {...props} /> : props.children;
};

/**
 * A hover/focus tooltip. When the user has turned tooltips off (session options), it renders the
 * trigger alone: no wrapper, no aria-describedby, no tooltip.
 */
export const Tooltip = (props: TooltipProps) => {
  const enabled = useSession((state) => state.options.toolTips);
  return enabled ? <LoadedTooltip {...props} /> : props.children;
};
