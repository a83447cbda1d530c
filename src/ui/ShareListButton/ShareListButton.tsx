import { Button } from '@/design-system/components/Button';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { SHARED_LIST_MAX, sharedListHref, type SharedListItem, type SharedListKind } from '@/lib/products';

export interface ShareListButtonProps {
  kind: SharedListKind;
  items: readonly SharedListItem[];
}

/**
 * Shares a list as a link (products and variants only, nothing about the shopper): the system's share sheet where
 * the browser has one, else the link goes to the clipboard and a toast says so (and how many did not fit).
 */
export function ShareListButton({ kind, items }: ShareListButtonProps) {
  const t = useT();
  const { toast } = useToast();
  if (items.length === 0) return null;

  const share = async () => {
    const { href, dropped } = sharedListHref(kind, items);
    const url = new URL(href, globalThis.location.origin).toString();
    const capped =
      dropped > 0 ? t('Only the first {n} products are in the link.', { n: SHARED_LIST_MAX }) : '';
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('A list from our shop'), url });
        if (capped) toast({ tone: 'info', title: toastTitle('info', t), description: capped });
      } catch {
        // The shopper closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        tone: 'success',
        title: toastTitle('success', t),
        description: [t('Link copied. Anyone with it sees these products.'), capped]
          .filter(Boolean)
          .join(' '),
      });
    } catch {
      toast({
        tone: 'error',
        title: toastTitle('error', t),
        description: t('Copy the link by hand: {url}', { url }),
      });
    }
  };

  return (
    <Button variant="outline" onClick={() => void share()}>
      {t('Share this list')}
    </Button>
  );
}
