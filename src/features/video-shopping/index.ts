// Video shopping: the shops' videos and, for each, its products to buy.
export { VideoShopScreen, type VideoShopScreenProps } from './VideoShopScreen';
export { VideoShopsScreen } from './VideoShopsScreen';
export { videoShopQueries, videoShopsQueries } from './api/video-queries';
