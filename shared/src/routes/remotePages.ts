import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The contract every remote exposes as `./routes`: a page component for each page name it
 * declares (src/pages.ts, published as pages.json). The shell places it by that declaration; the
 * page reads its params with useParams().
 */
export type RemotePages = Readonly<Record<string, ComponentType>>;

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
