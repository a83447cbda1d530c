import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router';
import type { MenuLinkTarget } from '@/lib/navigation';

export type MenuEntryLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { destination: MenuLinkTarget };

/**
 * A menu entry's link: a router link (marked as the current page when it is) for a storefront route, a plain link
 * for the backend's own pages and other sites. Takes the design system's `Link asChild` styles through its props.
 */
export function MenuEntryLink({ destination: target, className, ...rest }: MenuEntryLinkProps) {
  if (target.kind === 'route') {
    // Exact match: a "Home" entry is not the current page everywhere.
    return (
      <NavLink
        {...rest}
        // link-source: resolveMenuUrl() matched the route table (matchRoutes) after safeHref()
        to={target.to}
        end
        className={className}
      />
    );
  }
  return (
    <a
      {...rest}
      // link-source: resolveMenuUrl() is safeHref() of the owner's address
      href={target.href}
      className={className}
    />
  );
}
