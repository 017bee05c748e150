import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const section = style({ paddingBlock: vars.space['12'] });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const examCard = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space['4'],
  height: '100%',
});

export const examText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const examTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const examName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The "Mock tests" link on a paper card whose exam has mocks (issue 18 §6). */
export const mockLink = style({
  justifySelf: 'start',
  marginTop: vars.space['1'],
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const mockLine = style({ marginTop: vars.space['5'], color: vars.color.textMuted });
