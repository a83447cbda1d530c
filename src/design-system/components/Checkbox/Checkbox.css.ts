import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({ borderRadius: vars.radius.sm });

export const indicator = style({
  display: 'inline-flex',
  color: 'inherit',
  selectors: { '[data-state="unchecked"] > &': { display: 'none' } },
});
