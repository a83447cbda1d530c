import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { getChangeLocaleMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { LanguageSwitcher } from './LanguageSwitcher';

const english = {
  id: 1,
  name: 'English',
  locale: 'en',
  flag: 'us',
  text_direction: 'ltr' as const,
  status: 1 as const,
  flag_image: '/images/flags/us.png',
  created_at: null,
  updated_at: null,
};
const arabic = {
  ...english,
  id: 2,
  name: 'العربية',
  locale: 'ar',
  flag: 'sa',
  text_direction: 'rtl' as const,
  flag_image: '/images/flags/sa.png',
};

describe('LanguageSwitcher', () => {
  it('lists the languages and reloads the page once the server switched', async () => {
    const reload = vi.fn();
    server.use(getChangeLocaleMockHandler({ active_language: arabic }));
    const { user } = renderRoute(<LanguageSwitcher onChanged={reload} />, {
      startData: startDataFixture({ languages: [english, arabic], settings_data: { language_switcher: 1 } }),
    });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveTextContent('English');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('is hidden when the shop turns the switcher off', () => {
    renderRoute(<LanguageSwitcher />, {
      startData: startDataFixture({ languages: [english, arabic], settings_data: { language_switcher: 0 } }),
    });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});
