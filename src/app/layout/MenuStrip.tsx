import { lazy, Suspense, useState } from 'react';
import { Inline } from '@/design-system/components/Inline';
import { useT } from '@/lib/i18n';
import { MenuEntryLink } from './MenuEntryLink';
import { MenuGroupTrigger } from './MenuGroupTrigger';
import { useHeaderMenu } from './shop-menus';
import * as styles from './page-frame.css';

// Radix's menu is needed only by a shop whose menu has an entry with children, and only once it is opened.
const MenuGroupDropdown = lazy(() => import('./MenuGroupDropdown'));

/**
 * The desktop menu strip's links: the owner's header menu (entries with children open a menu), or our quick links.
 * A group's button pressed while its menu's chunk is still arriving is not lost: the menu opens when it arrives.
 */
export function MenuStrip() {
  const t = useT();
  const entries = useHeaderMenu();
  const [pressed, setPressed] = useState<number | null>(null);
  return (
    <nav aria-label={t('Main menu')}>
      <Inline gap="4" alignY="center">
        {entries.map((entry, index) =>
          entry.children.length > 0 ? (
            <Suspense
              key={index}
              fallback={<MenuGroupTrigger label={entry.label} onClick={() => setPressed(index)} />}
            >
              <MenuGroupDropdown entry={entry} defaultOpen={pressed === index} />
            </Suspense>
          ) : entry.target ? (
            <MenuEntryLink key={index} destination={entry.target} className={styles.menuLink}>
              {entry.label}
            </MenuEntryLink>
          ) : null,
        )}
      </Inline>
    </nav>
  );
}
