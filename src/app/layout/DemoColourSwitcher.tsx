import { ColourSwitcher, type ColourSwitcherPlacement } from '@/design-system/components/ColourSwitcher';
import { useT } from '@/lib/i18n';
import { useDemoColours } from '../providers/ShopTheme';

/** Spec §2/§4: the demo-mode panel with three colour pickers; choices are saved locally and restored on load. */
export function DemoColourSwitcher({ placement = 'fixed' }: { placement?: ColourSwitcherPlacement }) {
  const demo = useDemoColours();
  const t = useT();
  if (!demo?.enabled) return null;
  const { colours, setColours, reset } = demo;
  return (
    <ColourSwitcher
      placement={placement}
      value={{ accent: colours.accent, menuBg: colours.menuBackground, menuText: colours.menuText }}
      onChange={(next) =>
        setColours({ accent: next.accent, menuBackground: next.menuBg, menuText: next.menuText })
      }
      onReset={reset}
      labels={{
        title: t('Demo colours'),
        toggle: t('Colour settings'),
        accent: t('Accent colour'),
        menuBg: t('Menu background'),
        menuText: t('Menu text'),
        reset: t('Reset colours'),
        invalidHex: t('Use a hex colour such as #0b5cad'),
      }}
    />
  );
}
