import { Link as RouterLink } from 'react-router';
import type { ProductCardProps } from '@/design-system';

type LinkRenderProps = Parameters<NonNullable<ProductCardProps['renderLink']>>[0];

/** Design-system links (cards, pagination, breadcrumbs) rendered as router links, so navigation stays in-app. */
export const renderRouterLink = ({ href, ...rest }: LinkRenderProps) => <RouterLink to={href} {...rest} />;
