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

export const isLazyPage = (page: ComponentType): page is LazyPage => 'load' in page;

export const lazyPage = (load: () => Promise<PageModule>): LazyPage =>
  Object.assign(lazy(load), { load });

/**
 * A page bundled with the remote's `./routes` module itself: no further load once the remote is
 * there (for the page a remote is most often entered by, e.g. the sign-in page).
 */
export const bundledPage = (page: ComponentType): LazyPage =>
  lazyPage(() => Promise.resolve({ default: page }));
