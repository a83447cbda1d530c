// Entering a page whose policy the server widens (route-table `ownPolicy`: payment, wallet) by loading the document.
// A Content-Security-Policy belongs to the document: after an in-app navigation the page still runs under the policy
// its first page came with. A server that sends those pages a wider policy than the rest (the payment methods'
// vendor hosts only where they are used) says so in the page (`page_policy` = `per-route`), and the app then loads
// those pages as documents; without it nothing changes.
import { readPageElement } from '@/lib/start-data';

/** Whether the navigation `request` asks for must load the document: an in-app move into a page of its own policy. */
export function mustLoadDocument(request: Request, doc: ParentNode = document, here = window.location.href) {
  if (readPageElement(doc, 'page_policy') !== 'per-route') return false;
  // The first page's own loaders ask for the address the document already is.
  return new URL(request.url).href !== new URL(here).href;
}
