// Router-agnostic links for design-system components: they never import a router. The app passes a
// `renderLink` that renders its router's link with these props; without one, a plain <a> is used.
import type { ReactNode } from 'react';

export type LinkRenderProps = {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | 'step' | 'true';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  tabIndex?: number;
};

export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = (props) => <a {...props} />;
