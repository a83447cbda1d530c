// The products a shopper watches, as kept in this browser (issue 38 §1): the store (watch-store: per shopper,
// capped), reading it in React (use-watches), what a watched product's price says now (watch-prices) and the
// product card's "Price dropped by X" (PriceDropMark, drawn by domain/products' card marks). The lower half of the
// watches: domain/watches, which re-checks them with the product-details request and tells the drops and restocks,
// builds on it (and on domain/products, whose card marks draw this mark).
export {
  addWatch,
  cancelWatch,
  forgetOtherOwners,
  markNoticesSeen,
  ownerOf,
  readWatches,
  sameWatch,
  subscribeWatches,
  updateWatches,
  watchSnapshot,
  WATCH_CAP,
  WATCHES_STORAGE_KEY,
  NOTICE_CAP,
} from './watch-store';
export type { Watch, WatchNotice, WatchReason, NoticeKind, WatchState, NewWatch } from './watch-store';
export { useWatches, useWatchOwner } from './use-watches';
export { dropOf, payablePrice } from './watch-prices';
export { PriceDropMark, type PriceDropMarkProps } from './PriceDropMark';
