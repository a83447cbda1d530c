import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/helpers/render';
import { ownersHeaderMenu, startDataFixture } from '../../../tests/helpers/start-data';
import { MenuStrip } from './MenuStrip';

// In `unit-fresh-modules` (a `.deferred.test`): the submenu's chunk (MenuGroupDropdown) must not have been loaded by another file.

describe('MenuStrip', () => {
  it('opens a submenu whose button was pressed while its menu was still on its way', async () => {
    const { user } = renderRoute(<MenuStrip />, {
      startData: startDataFixture({ settings_data: { header_menu: ownersHeaderMenu } }),
    });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const early = within(menu).getByRole('button', { name: 'Shop' });
    // Still the stand-in: the menu's chunk has not arrived (Radix's trigger carries data-state).
    expect(early).not.toHaveAttribute('data-state');
    await user.click(early);
    const submenu = await screen.findByRole('menu', { name: 'Shop' });
    expect(within(submenu).getByRole('menuitem', { name: 'Flash Sale' })).toHaveAttribute(
      'href',
      '/flash-sale',
    );
    expect(within(menu).getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'true');
  });
});
