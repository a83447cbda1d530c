// The words of the header's menu strip for its frame (HeaderPlaceholder, docs/performance.md, "The second wave"),
// which is part of the first route. The header resolves the owner's menu through `resolveMenu`
// (lib/navigation/menu-links.ts), about 0.5 KB gzip more than the first route's 165 KB ceiling leaves room for;
// this is its small likeness over the contract-checked settings, with the same `safeHref` gate and route-table
// matching. It keeps and drops the same entries for the menus owners write (paths of the shop, other sites, mail
// and phone, `javascript:` and `//host`, routes of switched-off modules, our quick links when there is no menu);
// only a switched-off module's route written as an absolute address of this shop (or below a sub-folder install's
// path), or a path with a broken %-escape, is painted here and left out by the header.
import { matchRoutes } from 'react-router';
import type { MenuLink } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { routeIsOn, useModules } from '@/lib/modules';
import { safeHref } from '@/lib/navigation';
import { moduleOf, routeTable, type RouteName } from '@/lib/navigation/route-table';
import { useStorefront } from '@/lib/session';
import { quickLinks } from './quick-links';

const ROUTES = Object.entries(routeTable).map(([id, row]) => ({ id, path: row.path }));

/** The strip's entries as the header will show them: the label, and whether it opens a submenu. */
export function useHeaderWords(): { label: string; group: boolean }[] {
  const t = useT();
  const modules = useModules();
  const leads = (url: string) => {
    const href = safeHref(url);
    // The route table is flat: its one match, if any (matchRoutes reads the path of `href`, without ?query or #hash).
    const route = href?.startsWith('/') ? matchRoutes(ROUTES, href)?.[0]?.route.id : undefined;
    return !!href && (!route || routeIsOn(moduleOf(route as RouteName), modules));
  };
  const words = (menu: MenuLink[]) =>
    menu.flatMap(({ label, url, children = [] }) => {
      const group = children.some((child) => child.label.trim() && leads(child.url));
      return label.trim() && (group || leads(url)) ? [{ label: label.trim(), group }] : [];
    });
  // The owner's labels in the shopper's words when the keywords have them, as the header shows them (shop-menus.ts).
  const owners = words(useStorefront().settings.header_menu ?? []).map((word) => ({
    ...word,
    // keywords-export: the owner's menu labels (settings' header_menu)
    label: t(word.label),
  }));
  return owners.length > 0
    ? owners
    : words(quickLinks.map(([route, label]) => ({ label: t(label), url: route.href() })));
}
