// Watched products: price drops and back in stock (issue 38 §1). The watches themselves (kept in this browser, per
// shopper, capped), their prices and the card's mark are the lower word, domain/watch-list; this one re-checks them
// lazily with the product-details request (watch-checks.ts, through domain/products), tells the drops and restocks
// (NotifyMe, the lists' notes, My alerts) and follows the saved items. Screens import this public face; the bell loads
// `WatchAlerts.lazy` and `WatchNoticeList.lazy` by their own paths (second faces, eslint.config.js).
export { recordLive, recheckWatches, factsFromDetails, RECHECK_CAP, RECHECK_EVERY_MS } from './watch-checks';
export { useSavedItemWatch, forgetSavedItem } from './use-saved-watch';
export { NotifyMe } from './NotifyMe';
export { PriceDropNote } from './PriceDropNote';
export { MyAlerts } from './MyAlerts';
