export { BrandGrid, TILE_COLUMNS, type BrandGridItem } from './BrandGrid';
