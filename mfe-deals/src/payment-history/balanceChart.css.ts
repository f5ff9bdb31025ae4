import { style } from '@vanilla-extract/css';
import { theme } from '../theme';

export const figure = style({ margin: `0 0 ${theme.space.lg}`, minWidth: 0 });

export const chartHeading = style({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSize.md });

// As tall as the SVG's fixed height (BalanceChart's HEIGHT): nothing moves when it draws.
export const frame = style({ width: '100%', height: '256px' });

export const svg = style({ display: 'block', maxWidth: '100%', overflow: 'visible' });

export const area = style({ fill: theme.color.infoSurface });

export const line = style({ fill: 'none', stroke: theme.color.primary, strokeWidth: 2 });

export const grid = style({ stroke: theme.color.divider, strokeWidth: 1 });

export const tick = style({ fill: theme.color.textMuted, fontSize: '12px' });

export const summary = style({ margin: `${theme.space.sm} 0`, color: theme.color.textMuted });

export const table = style({ marginTop: theme.space.sm });
