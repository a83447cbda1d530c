// Watched products: price drops and back in stock (issue 38 §1). Kept in this browser, per shopper, capped
// (watch-store.ts); re-checked lazily with the product-details request (watch-checks.ts). Screens import this
// public face; the bell loads `WatchAlerts.lazy` and `WatchNoticeList.lazy` by their own paths (second faces, eslint.config.js).
export {
  addWatch,
  cancelWatch,
  forgetOtherOwners,
  markNoticesSeen,
  ownerOf,
  readWatches,
  WATCH_CAP,
  WATCHES_STORAGE_KEY,
  NOTICE_CAP,
} from './watch-store';
export type { Watch, WatchNotice, WatchState, NewWatch } from './watch-store';
export {
  dropOf,
  payablePrice,
  recordLive,
  recheckWatches,
  factsFromDetails,
  RECHECK_CAP,
  RECHECK_EVERY_MS,
} from './watch-checks';
export { useWatches, useWatchOwner } from './use-watches';
export { useSavedItemWatch, forgetSavedItem } from './use-saved-watch';
export { NotifyMe } from './NotifyMe';
export { PriceDropNote } from './PriceDropNote';
export { PriceDropMark, type PriceDropMarkProps } from './PriceDropMark';
export { MyAlerts } from './MyAlerts';
