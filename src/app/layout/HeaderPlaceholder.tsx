import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { Icon } from '@/design-system/components/Icon';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useHeaderWords } from './header-words';
import * as styles from './layout.css';

/**
 * The header's frame while its parts arrive (docs/performance.md, "The second wave"): the static shell's own markup
 * and classes (index.html, src/app/shell/static-shell.css), so the first render keeps the boxes, reserved heights
 * and the phone's menu icon the HTML painted, now with the shop's name where the header shows it and the menu
 * strip's words: the owner's header menu (a chevron after an entry with children) or our quick links in the shop's
 * language, as the header will show them.
 */
export function HeaderPlaceholder() {
  const { settings } = useStorefront();
  const menu = useHeaderWords();
  return (
    <header className="mf-shell-header" aria-hidden="true">
      <div className="mf-shell-top">
        <Container>
          <div className={styles.mainBar}>
            <div className={styles.menuButtonSlot}>
              <div className={styles.placeholderControl}>
                <Icon name="menu" />
              </div>
            </div>
            <span className={`${styles.brand} ${styles.placeholderBrand}`}>{settings.system_name}</span>
          </div>
        </Container>
      </div>
      <div className="mf-shell-strip">
        <ul className="mf-shell-links">
          {menu.map((entry, index) => (
            <li key={index}>
              {entry.label}
              {entry.group ? <Icon name="chevron-down" size="sm" /> : null}
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}

/**
 * The header when its code never arrived (after the retries): the way home and the way to try again, instead of
 * a bar with nothing in it. The page under it stays as it is.
 */
export function HeaderUnavailable() {
  const t = useT();
  const { settings } = useStorefront();
  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.unavailableBar}>
          <RouterLink to={paths.home.href()} className={styles.brand}>
            {settings.system_name}
          </RouterLink>
          <Text size="sm" tone="muted">
            {t('The menu could not be loaded.')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            {t('Reload the page')}
          </Button>
        </div>
      </Container>
    </header>
  );
}
