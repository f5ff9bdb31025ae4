// This remote's own route patterns by page name (for its routes in tests, and its redirects).
import { PAGE_PATTERNS, type PageName } from './patterns';

export const ownPattern = (name: PageName): string => PAGE_PATTERNS[name];
