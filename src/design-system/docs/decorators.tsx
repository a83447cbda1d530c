// Story helpers shared by the design-system stories. Direction and theme come from the preview
// (`parameters: { direction: 'rtl' }`, the toolbar globals), not from decorators here.
import type { Decorator } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';

/** Gives the story a fixed inline size so long-text and truncation stories are deterministic. */
export const withWidth =
  (size: 'narrow' | 'medium'): Decorator =>
  (Story) => (
    <div style={{ maxInlineSize: size === 'narrow' ? vars.size.sheetWidth : vars.size.dialogWidth }}>
      <Story />
    </div>
  );
