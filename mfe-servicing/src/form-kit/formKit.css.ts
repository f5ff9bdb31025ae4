// The servicing forms' layout: one column on a phone, two where there is room; every target at
// least 24 px.
import { style } from '@vanilla-extract/css';
import { formLayout, panel, pageTitle, visuallyHidden } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ display: 'grid', gap: theme.space.lg, maxWidth: '56rem', minWidth: 0 });

export const header = style({ display: 'grid', gap: theme.space.sm, minWidth: 0 });

export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.color.link,
});

export const title = style([pageTitle, { margin: 0, overflowWrap: 'anywhere' }]);

export const intro = style({ margin: 0, color: theme.color.textMuted });

export const form = style([panel, { minWidth: 0 }]);

export const { fieldset, group, legend, wide, note, actions } = formLayout;

export const grid = style(formLayout.columns('16rem'));

export const choice = style({
  minWidth: 0,
  margin: `0 0 ${theme.space.md}`,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: theme.space.xs,
});

export const choiceLegend = style({
  padding: 0,
  marginBottom: theme.space.xs,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
});

export const choiceOptions = style({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md });

export const choiceOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '2.75rem',
  cursor: 'pointer',
});

/** A radio or checkbox: 24 px (the target minimum on its own), within a label 44 px high. */
export const choiceInput = style({ width: '1.5rem', height: '1.5rem', margin: 0, flexShrink: 0 });

export const checkbox = style({
  display: 'grid',
  gap: theme.space.xs,
  margin: `0 0 ${theme.space.md}`,
});

export const checkboxLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  minHeight: '1.5rem',
  cursor: 'pointer',
});

export const requiredMark = style({ color: theme.color.danger, marginLeft: theme.space.xs });

export const error = style({ fontSize: theme.fontSize.sm, color: theme.color.danger });

export const fileSlot = style({
  display: 'grid',
  gap: theme.space.xs,
  margin: `0 0 ${theme.space.md}`,
  minWidth: 0,
});

export const fileLabel = style({ fontSize: theme.fontSize.sm, fontWeight: theme.fontWeight.bold });

export const fileChosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const hidden = visuallyHidden;

export const done = style([panel, { display: 'grid', gap: theme.space.md, justifyItems: 'start' }]);

export const doneTitle = style({ margin: 0, fontSize: theme.fontSize.lg });

export const hint = style({ fontSize: theme.fontSize.sm, color: theme.color.textMuted });

export const fileList = style({
  display: 'grid',
  gap: theme.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
