// The elements the backend's Blade shell renders into every page (backend-api §1.1, §1.6, §1.7): hidden inputs
// (`#base_url`, the CSRF token, the Pusher key and cluster) and the `<frontend_master>` element whose attributes
// carry the start props. Older or hand-written shells may use <meta> tags instead; both are read here, and this is
// the only place that knows their ids and names. Pure DOM reading: no validation, no network.

/** Which element names each value may come from, in order of preference. */
const SOURCES = {
  base_url: { inputs: ['#base_url'], metas: ['base_url'] },
  csrf_token: {
    inputs: ['#token', '#csrf_token', 'input[name="_token"]'],
    metas: ['csrf-token', 'csrf_token'],
  },
  pusher_app_key: { inputs: ['#pusher_app_key', '#pusher_key'], metas: ['pusher_app_key'] },
  pusher_app_cluster: { inputs: ['#pusher_app_cluster', '#pusher_cluster'], metas: ['pusher_app_cluster'] },
  // Optional: a self-hosted Pusher-protocol server (the demo server, soketi, laravel-websockets) instead of the
  // hosted cluster.
  pusher_app_host: { inputs: ['#pusher_app_host', '#pusher_host'], metas: ['pusher_app_host'] },
  pusher_app_port: { inputs: ['#pusher_app_port', '#pusher_port'], metas: ['pusher_app_port'] },
  app_path: { inputs: ['#app_path'], metas: ['app_path'] },
  // `per-route`: the server sends the payment and wallet pages a wider Content-Security-Policy than the others
  // (README, "Content-Security-Policy"), so the app enters them by loading the document (route-table `ownPolicy`).
  page_policy: { inputs: ['#page_policy'], metas: ['page_policy'] },
} as const;

export type PageElementName = keyof typeof SOURCES;

/** The value of a page element (trimmed), or undefined when the page has none. */
export function readPageElement(doc: ParentNode, name: PageElementName): string | undefined {
  const { inputs, metas } = SOURCES[name];
  for (const selector of inputs) {
    const input = doc.querySelector(selector);
    if (input instanceof HTMLInputElement) return input.value.trim();
  }
  for (const meta of metas) {
    const element = doc.querySelector(`meta[name="${meta}"]`);
    if (element instanceof HTMLMetaElement) return element.content.trim();
  }
  return undefined;
}

export const FRONTEND_MASTER_TAG = 'frontend_master';

/**
 * The `<frontend_master>` props as the Blade view writes them: `:name="{{ json_encode(value) }}"` (Vue binding,
 * HTML-escaped JSON, which the DOM has already unescaped), or a plain `name="text"` attribute for a string.
 * Returns null when the page has no such element; throws SyntaxError naming the prop when a bound value is not
 * JSON.
 */
export function readFrontendMasterProps(doc: Document | Element): Record<string, unknown> | null {
  // By tag name: an underscore in a type selector trips some selector engines (happy-dom).
  const element = doc.getElementsByTagName(FRONTEND_MASTER_TAG)[0];
  if (element === undefined) return null;
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    const bound = name.startsWith(':') || name.startsWith('v-bind:');
    const key = name.replace(/^(?::|v-bind:)/, '');
    if (!bound) {
      props[key] = value;
      continue;
    }
    try {
      props[key] = JSON.parse(value) as unknown;
    } catch {
      throw new SyntaxError(`<frontend_master :${key}> is not valid JSON`);
    }
  }
  return props;
}
