// This remote's paths to its own pages, from their patterns: ownPath('name', { param }).
import { pagePaths } from '@lender/shared';
import { PAGE_PATTERNS, type PageName } from './patterns';

export const ownPath = pagePaths(PAGE_PATTERNS);
export const ownPattern = (name: PageName): string => PAGE_PATTERNS[name];
