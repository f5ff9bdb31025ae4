// This remote's paths to its own pages, from its page declaration: ownPath('name', { param }).
import { ownPaths } from '@lender/shared';
import { declaration } from './pages';

export const ownPath = ownPaths(declaration);
