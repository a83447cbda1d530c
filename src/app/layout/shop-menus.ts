// The header's and footer's menus as this shop shows them: the owner's (settings `header_menu`, `footer_menu`,
// `useful_links`), resolved through `resolveMenu` (lib/navigation/menu-links.ts), or our built-in quick links when
// the owner set no header menu. The header, its placeholder, the phone sheet and the footer all read them here, so
// they show the same entries.
import { useMemo } from 'react';
import { getPageMeta } from '@/lib/http';
import { useT, type Translate } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths, resolveMenu, type MenuLinkContext, type MenuLinkEntry } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { quickLinks } from './quick-links';

/** The shop's own address (the page's `base_url`), against which absolute menu addresses are read. */
function siteUrl(): string {
  try {
    return getPageMeta().baseUrl;
  } catch {
    // A malformed page element has already stopped the API client with its own message; menus stay usable.
    return window.location.origin;
  }
}

function useMenuLinkContext(): MenuLinkContext {
  const modules = useModules();
  return useMemo(() => ({ siteUrl: siteUrl(), modules }), [modules]);
}

/**
 * The owner's labels in the shopper's language when the shop's keywords have them (a Laravel `lang` row whose key is
 * the label, as `__()` reads any text), else as the owner wrote them: a shop with one menu for several languages.
 */
export const inShoppersWords = (entries: readonly MenuLinkEntry[], t: Translate): MenuLinkEntry[] =>
  entries.map((entry) => ({
    ...entry,
    // keywords-export: the owner's menu labels (settings' header_menu, footer_menu, useful_links)
    label: t(entry.label),
    children: inShoppersWords(entry.children, t),
  }));

/** The header's menu strip and the phone sheet's links: the owner's header menu, or the built-in quick links. */
export function useHeaderMenu(): MenuLinkEntry[] {
  const t = useT();
  const { settings } = useStorefront();
  const context = useMenuLinkContext();
  return useMemo(() => {
    const owners = inShoppersWords(resolveMenu(settings.header_menu, context), t);
    if (owners.length > 0) return owners;
    // Our labels; a switched-off module's entry drops out here too.
    return resolveMenu(
      quickLinks.map(([route, label]) => ({ label: t(label), url: route.href() })),
      context,
    );
  }, [settings.header_menu, context, t]);
}

export interface FooterMenus {
  /** The owner's footer menu, then Contact and Track Order unless it already links to them. */
  quickLinks: MenuLinkEntry[];
  /** The owner's useful links (About, Terms, Privacy, Refund … on a real install); empty when none are set. */
  usefulLinks: MenuLinkEntry[];
}

/** The footer's two link groups. Contact and Track Order stay reachable whatever the owner's menus hold. */
export function useFooterMenus(): FooterMenus {
  const t = useT();
  const { settings } = useStorefront();
  const context = useMenuLinkContext();
  return useMemo(() => {
    const footer = inShoppersWords(resolveMenu(settings.footer_menu, context), t);
    const useful = inShoppersWords(resolveMenu(settings.useful_links, context), t);
    const linked = new Set(
      [...footer, ...useful]
        .flatMap((entry) => [entry, ...entry.children])
        .flatMap(({ target }) => (target?.kind === 'route' ? [target.route] : [])),
    );
    const always = resolveMenu(
      [
        linked.has('contact') ? null : { label: t('Contact'), url: paths.contact.href() },
        linked.has('trackOrder') ? null : { label: t('Track Order'), url: paths.trackOrder.href() },
      ],
      context,
    );
    return { quickLinks: [...footer, ...always], usefulLinks: useful };
  }, [settings.footer_menu, settings.useful_links, context, t]);
}
