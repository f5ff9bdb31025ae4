import { style } from '@vanilla-extract/css';
import { pageTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '40rem' });

export const title = pageTitle;

export const link = style({ color: theme.color.link, fontWeight: theme.fontWeight.bold });
