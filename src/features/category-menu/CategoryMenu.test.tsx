import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { getGetSidebarCategoriesMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import type { SidebarCategory } from '@/api-generated/model';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { CategoryMenu } from './CategoryMenu';

const fashion: SidebarCategory = {
  id: 3,
  parent_id: null,
  slug: 'fashion',
  title: 'Fashion',
  icon: null,
  child_categories: [
    {
      id: 12,
      slug: 'shoes',
      title: 'Shoes',
      icon: null,
      categories: [{ id: 31, slug: 'running-shoes', title: 'Running shoes' }],
    },
  ],
};

describe('CategoryMenu', () => {
  it('opens from the keyboard with three levels of category links and all categories', async () => {
    const { user } = renderRoute(<CategoryMenu />, {
      startData: startDataFixture({ categories: [fashion] }),
    });
    screen.getByRole('button', { name: 'Categories' }).focus();
    await user.keyboard('{Enter}');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/category/fashion');
    expect(within(nav).getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/category/shoes');
    expect(within(nav).getByRole('link', { name: 'Running shoes' })).toHaveAttribute(
      'href',
      '/category/running-shoes',
    );
    expect(within(nav).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/categories');

    await user.click(within(nav).getByRole('link', { name: 'Shoes' }));
    expect(await screen.findByRole('heading', { name: 'Page /category/shoes' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('loads the sidebar categories when the start data has none', async () => {
    server.use(getGetSidebarCategoriesMockHandler({ categories: [fashion] }));
    const { user } = renderRoute(<CategoryMenu />);
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('link', { name: 'Running shoes' })).toBeInTheDocument();
  });
});
