// This remote's paths to its own pages, from their patterns: ownPath('name', { param }).
import { pagePaths } from '@lender/shared';
import { PAGE_PATTERNS } from './patterns';

export const ownPath = pagePaths(PAGE_PATTERNS);
