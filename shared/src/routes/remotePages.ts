import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePath } from './paths';

/**
 * The contract every remote exposes as `./routes`: a page component for each route pattern it
 * serves. The shell decides layout and access; the page reads params with useParams().
 * Add to a remote's pages freely; never remove or rename one another team relies on.
 */
export type RemotePages = Partial<Record<RoutePath, ComponentType>>;

export interface RemoteRoutesModule {
  pages: RemotePages;
}

type PageModule = { default: ComponentType };

/** A page loaded on first render; `load` fetches its code (tests check it, the shell may preload). */
export type LazyPage = LazyExoticComponent<ComponentType> & { load: () => Promise<PageModule> };

export const lazyPage = (load: () => Promise<PageModule>): LazyPage =>
  Object.assign(lazy(load), { load });
