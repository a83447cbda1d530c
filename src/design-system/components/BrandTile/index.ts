export { BrandTile } from './BrandTile';
export type { BrandTileProps } from './BrandTile';
