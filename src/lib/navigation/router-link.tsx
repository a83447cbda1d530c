import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

/** What the design system hands to `renderLink` (structurally its `LinkRenderProps`; lib never imports it). */
export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** Design-system links (cards, menus, pagination, breadcrumbs) rendered as router links: navigation stays in-app. */
export const renderRouterLink = ({ href, ...rest }: RouterLinkProps) => <RouterLink to={href} {...rest} />;
