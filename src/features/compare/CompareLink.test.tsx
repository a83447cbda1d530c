import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { getAddToCompareMockHandler } from '@/api-generated/endpoints/compare/compare.msw';
import { Button } from '@/design-system/components/Button';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { LiveStartData, startDataServer } from '../../../tests/helpers/live-start-data';
import { CompareLink } from './CompareLink';
import { useCompareProduct } from '@/lib/products';

function AddToCompare() {
  const add = useCompareProduct();
  return <Button onClick={() => add.mutate(42)}>Add to compare</Button>;
}

describe('CompareLink', () => {
  it('shows the start data’s count and links to the compare list', () => {
    renderRoute(<CompareLink />, { startData: startDataFixture({ compare_list: 2 }) });
    const link = screen.getByRole('link', { name: 'Compare list: 2 items' });
    expect(link).toHaveAttribute('href', '/compare-list');
    renderRoute(<CompareLink />, { startData: startDataFixture({ compare_list: 1 }) });
    expect(screen.getByRole('link', { name: 'Compare list: 1 item' })).toBeInTheDocument();
  });

  it('follows the count an add-to-compare answer brings', async () => {
    const startData = startDataServer(startDataFixture({ compare_list: 2 }));
    server.use(
      startData.handler,
      getAddToCompareMockHandler({ compare_list: 3, success: 'Added to compare list' }),
    );
    const { user } = renderRoute(
      <LiveStartData>
        <CompareLink />
        <AddToCompare />
      </LiveStartData>,
    );
    expect(await screen.findByRole('link', { name: 'Compare list: 2 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(await screen.findByRole('link', { name: 'Compare list: 3 items' })).toBeInTheDocument();
  });
});
