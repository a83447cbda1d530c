import { describe, expect, it } from 'vitest';
import { PRODUCT_ROW_COLUMNS } from '@/domain/products';
import { PRODUCT_ROW_COLUMNS as SKELETON_COLUMNS } from './SectionSkeleton';

describe('the product row’s skeleton', () => {
  it('has the columns of ProductRow (written out so the row stays off the first route)', () => {
    expect(SKELETON_COLUMNS).toEqual(PRODUCT_ROW_COLUMNS);
  });
});
