// Video shopping: the shops' videos and, for each, its products to buy.
export { VideoShopScreen, type VideoShopScreenProps } from './VideoShopScreen';
export { VideoShopsScreen } from './VideoShopsScreen';
export { videoShopList, videoShopQueries } from './api/video-queries';
