import { Link as RouterLink } from 'react-router';
import { DropdownMenu, type DropdownMenuEntry } from '@/design-system/components/DropdownMenu';
import {
  targetAddress,
  type MenuLinkEntry,
  type MenuLinkTarget,
  type RouterLinkProps,
} from '@/lib/navigation';
import { MenuGroupTrigger } from './MenuGroupTrigger';

/**
 * A header menu entry with children (its own chunk, MenuStrip.tsx): a button that opens a menu of the entry's own
 * page, if it has one, and its children. Radix's menu: arrow keys, Home/End, typeahead, Escape back to the button.
 */
export default function MenuGroupDropdown({
  entry,
  defaultOpen,
}: {
  entry: MenuLinkEntry;
  /** Open when it mounts: its button was pressed while this chunk was on its way (MenuStrip). */
  defaultOpen?: boolean;
}) {
  const links = [
    ...(entry.target ? [{ label: entry.label, target: entry.target }] : []),
    ...entry.children.flatMap((child) =>
      child.target ? [{ label: child.label, target: child.target }] : [],
    ),
  ];
  const kinds = new Map<string, MenuLinkTarget['kind']>(
    links.map(({ target }) => [targetAddress(target), target.kind]),
  );
  const items: DropdownMenuEntry[] = links.map(({ label, target }) => ({
    type: 'link',
    label,
    href: targetAddress(target),
  }));
  if (entry.target && items.length > 1) items.splice(1, 0, { type: 'separator' });
  return (
    <DropdownMenu
      label={entry.label}
      defaultOpen={defaultOpen}
      trigger={<MenuGroupTrigger label={entry.label} />}
      items={items}
      renderLink={({ href, ...rest }: RouterLinkProps) =>
        kinds.get(href) === 'route' ? <RouterLink to={href} {...rest} /> : <a href={href} {...rest} />
      }
    />
  );
}
