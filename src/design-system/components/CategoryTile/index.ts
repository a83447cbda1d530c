export { CategoryTile, CATEGORY_TILE_SHAPES } from './CategoryTile';
export type { CategoryTileProps, CategoryTileShape } from './CategoryTile';
