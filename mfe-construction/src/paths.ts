// This remote's route patterns of its own pages, from its page declaration: ownPattern('name').
import { ownPatterns } from '@lender/shared';
import { declaration } from './pages';

export const ownPattern = ownPatterns(declaration);
