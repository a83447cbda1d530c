import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { IconButton } from '@/design-system/components/IconButton';
import { useT } from '@/lib/i18n';

// The sheet and what is in it (category tree, switchers) load on the first tap: not needed for the first paint.
const MobileMenuSheet = lazy(() => import('./MobileMenuSheet'));

/**
 * Below the desktop breakpoint the header keeps logo, search and cart; everything else lives in the sheet this
 * button opens. Any navigation (a link in the sheet, Back) closes it.
 */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);
  if (open && openedAt !== location.key) {
    setOpen(false);
    setOpenedAt(location.key);
  }
  return (
    <>
      <IconButton
        icon="menu"
        label={t('Menu')}
        variant="ghost"
        tone="neutral"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpenedAt(location.key);
          setOpen(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
