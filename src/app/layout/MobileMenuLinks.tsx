import { Accordion } from '@/design-system/components/Accordion';
import { Box } from '@/design-system/components/Box';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import type { MenuLinkEntry } from '@/lib/navigation';
import { MenuEntryLink } from './MenuEntryLink';
import { useHeaderMenu } from './shop-menus';
import * as styles from './page-frame.css';

/**
 * The phone sheet's menu links: the same entries as the desktop strip (MenuStrip). An entry with children is an
 * expandable group holding its own page, if it has one, and its children. Following any link closes the sheet.
 */
export function MobileMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const entries = useHeaderMenu();
  const link = (entry: Pick<MenuLinkEntry, 'label' | 'target'>, key: number) =>
    entry.target ? (
      <MenuEntryLink key={key} destination={entry.target} className={styles.sheetLink} onClick={onNavigate}>
        {entry.label}
      </MenuEntryLink>
    ) : null;
  return (
    <nav aria-label={t('Main menu')}>
      <Stack gap="1">
        {entries.map((entry, index) =>
          entry.children.length > 0 ? (
            <Accordion
              key={index}
              type="single"
              collapsible
              headingLevel={3}
              items={[
                {
                  value: String(index),
                  title: entry.label,
                  content: (
                    <Box paddingInlineStart="4" paddingBlockEnd="2">
                      {[entry, ...entry.children].map((item, itemIndex) => link(item, itemIndex))}
                    </Box>
                  ),
                },
              ]}
            />
          ) : (
            link(entry, index)
          ),
        )}
      </Stack>
    </nav>
  );
}
