import {
  cloneElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import { useSession } from '../../session/sessionStore';
import type { RadixTooltipProps, TooltipProps } from './RadixTooltip';

export type { TooltipProps };

// Radix Tooltip and its positioning code (~19 kB brotli) load when a tooltip is first wanted — a
// pointer over its trigger, focus on it, or its caller opening it — not with every page that has
// one. Until then the trigger shows alone. The trigger a swap to Radix replaces keeps the focus.
let loadedRadix: ComponentType<RadixTooltipProps> | undefined;
const loadRadix = () =>
  import(/* webpackChunkName: "tooltip" */ './RadixTooltip').then(
    (module) => (loadedRadix = module.default),
  );

type TriggerProps = Partial<Record<'onPointerEnter' | 'onFocus', (event: SyntheticEvent) => void>>;
type Swap = (radix: { Component: ComponentType<RadixTooltipProps>; focus: boolean }) => void;

/** Loads Radix, then swaps it in, focused if `trigger` (the trigger it replaces) still is. */
const swapIn = (swap: Swap, trigger?: EventTarget) =>
  void loadRadix().then(
    (Component) => swap({ Component, focus: trigger === document.activeElement }),
    // Without its code the trigger stays alone; the next sign of interest tries again.
    () => undefined,
  );

const LoadedTooltip = (props: TooltipProps) => {
  const [radix, setRadix] = useState(() => loadedRadix && { Component: loadedRadix, focus: false });
  const opened = props.open === true && !radix;
  useEffect(() => {
    if (opened) swapIn(setRadix);
  }, [opened]);
  if (radix) return <radix.Component {...props} focusTrigger={radix.focus} />;
  const trigger = props.children as ReactElement<TriggerProps>;
  // The trigger's own handlers still run.
  const wanted = (name: keyof TriggerProps) => (event: SyntheticEvent) => {
    trigger.props[name]?.(event);
    swapIn(setRadix, event.currentTarget);
  };
  return cloneElement(trigger, {
    onPointerEnter: wanted('onPointerEnter'),
    onFocus: wanted('onFocus'),
  });
};

/**
 * A hover/focus tooltip. When the user has turned tooltips off (session options), it renders the
 * trigger alone: no wrapper, no aria-describedby, no tooltip.
 */
export const Tooltip = (props: TooltipProps) => {
  const enabled = useSession((state) => state.options.toolTips);
  return enabled ? <LoadedTooltip {...props} /> : props.children;
};
