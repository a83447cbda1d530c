import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@/design-system/theme/ThemeProvider';
import { resolveThemeOverrides } from '@/design-system/theme/runtime';
import { ToastProvider } from '@/design-system/components/Toast';
import * as tokens from '@/design-system/theme/tokens';
import { useI18n } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { localStore, type DemoColours } from '@/lib/storage';
import { ServerRequestContext } from '../server/server-request';
import { setCurrentTranslator } from './current-translator';
import { ToastBridge } from './toast-bridge';

interface DemoColoursApi {
  /** Only when the shop's settings have demo_mode on (spec §4). */
  enabled: boolean;
  colours: DemoColours;
  setColours: (next: DemoColours) => void;
  reset: () => void;
}

const DemoColoursContext = createContext<DemoColoursApi | null>(null);
export const useDemoColours = () => useContext(DemoColoursContext);

const orUndefined = (v: string | null | undefined) => (v ? v : undefined);

/**
 * Applies the shop's colours (settings), or the demo switcher's saved choices when demo mode is on, and the
 * active language's direction to the whole document; provides the localised toast region.
 */
export function ShopTheme({ children }: { children: ReactNode }) {
  const { settings } = useStorefront();
  const { t, dir, locale } = useI18n();
  const demoMode = settings.demo_mode === 1;

  const shopColours: DemoColours = useMemo(
    () => ({
      accent: orUndefined(settings.primary_color) ?? tokens.colorTokens.accent,
      menuBackground: orUndefined(settings.menu_background_color) ?? tokens.colorTokens.menuBg,
      menuText: orUndefined(settings.menu_text_color) ?? tokens.colorTokens.menuText,
    }),
    [settings.primary_color, settings.menu_background_color, settings.menu_text_color],
  );
  // Demo colour choices are restored on load, and only in demo mode (spec §4).
  const [saved, setSaved] = useState<DemoColours | null>(() =>
    demoMode ? localStore.get('demo-colours') : null,
  );
  const colours = demoMode && saved ? saved : shopColours;
  // A server's render tells its page what the effects below set in a browser (server-request.ts).
  const server = useContext(ServerRequestContext);
  if (server) {
    const { properties } = resolveThemeOverrides({
      accent: colours.accent,
      menuBg: colours.menuBackground,
      menuText: colours.menuText,
    });
    server.describeDocument({ lang: locale ?? '', dir, theme: properties });
  }

  const setColours = useCallback((next: DemoColours) => {
    setSaved(next);
    localStore.set('demo-colours', next);
  }, []);
  const reset = useCallback(() => {
    setSaved(null);
    localStore.remove('demo-colours');
  }, []);

  useEffect(() => {
    setCurrentTranslator(t);
  }, [t]);
  useEffect(() => {
    // Only a change: writing the same language again restyles every element (the theme's `:lang(ar)`), ≈ 23 ms at
    // 4× CPU on a listing hydrating a server's page that already says it.
    if (locale && document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);

  const api = useMemo(
    () => ({ enabled: demoMode, colours, setColours, reset }),
    [demoMode, colours, setColours, reset],
  );

  return (
    <ThemeProvider
      global
      dir={dir}
      accent={colours.accent}
      menuBg={colours.menuBackground}
      menuText={colours.menuText}
    >
      <DemoColoursContext.Provider value={api}>
        <ToastProvider
          closeLabel={t('Dismiss notification')}
          label={t('Notification')}
          viewportLabel={`${t('Notifications')} ({hotkey})`}
        >
          <ToastBridge />
          {children}
        </ToastProvider>
      </DemoColoursContext.Provider>
    </ThemeProvider>
  );
}
