import { startTransition, useEffect, useState, type ComponentType } from 'react';

export type Loaded<P = object> =
  { status: 'loading' } | { status: 'loaded'; Component: ComponentType<P> };

const loadedOrLoading = <P>(Component: ComponentType<P> | undefined): Loaded<P> =>
  Component ? { status: 'loaded', Component } : { status: 'loading' };

/**
 * Loads a component (a remote's page, the signed-in frame, the deal page) outside
 * Suspense (ADR 006). React holds back a suspended boundary's content until 300 ms after its
 * fallback appeared, which on a first load delayed every page by up to that much; here the content
 * shows the moment its code is there.
 * A failed load is thrown at render, for the nearest error boundary. `load` is called again when
 * `key` changes; `ready` is the component when its code is already there (shown at once).
 */
export function useLoadedComponent<P = object>(
  load: () => Promise<ComponentType<P>>,
  key: string,
  ready?: ComponentType<P>,
): Loaded<P> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<P>; error?: unknown }>(() => ({
    key,
    loaded: loadedOrLoading(ready),
  }));
  if (state.key !== key) setState({ key, loaded: loadedOrLoading(ready) });

  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    load().then(
      (Component) => {
        // A transition: the page the code brings renders in slices that let input through.
        if (current)
          startTransition(() => setState({ key, loaded: { status: 'loaded', Component } }));
      },
      (error: unknown) => current && setState({ key, loaded: { status: 'loading' }, error }),
    );
    return () => {
      current = false;
    };
    // `key` names what `load` loads: a new function for the same key is the same load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (state.error !== undefined) throw state.error;
  return state.loaded;
}
