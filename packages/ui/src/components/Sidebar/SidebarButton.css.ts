import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { row } from './SidebarLink.css';

export const button = style([
  row,
  {
    minWidth: 0,
    width: '100%',
    border: 'none',
    background: 'none',
    fontFamily: 'inherit',
    textAlign: 'start',
    selectors: {
      '&[data-pending]': { color: vars.color.textMuted, cursor: 'progress' },
    },
  },
]);

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
