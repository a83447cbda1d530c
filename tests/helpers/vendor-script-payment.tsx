// What the payment screen's vendor-script tests share: the route, the scripts the screen adds (held back, so a test
// decides whether each loads or fails), and the complete-order posts as the backend would read them.
import { runInThisContext } from 'node:vm';
import { useParams } from 'react-router';
import { http } from 'msw';
import { vi } from 'vitest';
import { vendorScriptHandlers } from '@mocks/payment-gateways/vendor-scripts';
import { PaymentScreen } from '@/features/payment/PaymentScreen';
import { DEMO_VENDOR_SCRIPT_PATH } from '@/domain/payments/gateways/demo-vendor-paths';
import { server } from '../../mocks/node';

/** `/payment/:code?` as the app routes it: a new screen per order code. */
export function PaymentRoute({ demoShop }: { demoShop: boolean }) {
  const { code = null } = useParams();
  return <PaymentScreen key={code ?? ''} code={code} demoShop={demoShop} />;
}

export interface Posted {
  query: string;
  fields: Record<string, string>;
}

/** Every POST to complete-order from now on: its query and form fields (the demo shop still answers it). */
export function completeOrderPosts(): Posted[] {
  const posts: Posted[] = [];
  server.use(
    http.post('*/user/complete-order', async ({ request }) => {
      const form = await request.clone().formData();
      posts.push({
        query: new URL(request.url).search,
        fields: Object.fromEntries([...form].map(([name, value]) => [name, String(value)])),
      });
      return undefined;
    }),
  );
  return posts;
}

/**
 * The `<script>` elements the screen adds to the head, kept out of the document: a test loads one (after putting the
 * demo stand-in in place) or leaves it `unsettled`, failed at the end of the test.
 */
export function scriptCapture() {
  const unsettled: HTMLScriptElement[] = [];
  return {
    unsettled,
    addedScripts() {
      const scripts: HTMLScriptElement[] = [];
      const append = document.head.append.bind(document.head);
      vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        const added = nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement);
        scripts.push(...added);
        unsettled.push(...added);
        append(...nodes.filter((node) => !added.includes(node as HTMLScriptElement)));
      });
      return scripts;
    },
  };
}

/**
 * Plays the browser loading `script` on the demo shop: runs the stand-in the demo shop serves for `file` (its script
 * text, so what a browser gets is what runs) and fires the element's `load`.
 */
export async function loadServedStandIn(
  script: HTMLScriptElement,
  file: string,
  unsettled: HTMLScriptElement[],
) {
  server.use(...vendorScriptHandlers);
  const response = await fetch(`/${DEMO_VENDOR_SCRIPT_PATH}${file}`);
  if (!/^text\/javascript/.test(response.headers.get('content-type') ?? ''))
    throw new Error(`the demo shop does not serve ${file} as a script`);
  runInThisContext(await response.text()); // the page's global scope, as a classic script runs
  unsettled.splice(unsettled.indexOf(script), 1);
  script.dispatchEvent(new Event('load'));
}
