// Where the start props come from. First from the page itself: the backend's Blade shell renders them on
// `<frontend_master>`. Later reads (after sign-in, sign-out, a currency change) load a fresh page of the shell and
// read its element, as the backend offers no JSON for them. A page without the element (the demo shop's plain
// index.html) means the demo shop: then `GET /start-data` answers the same props as JSON.
import { getStartData } from '@/api-generated/endpoints/start/start';
import type { GetStartDataResponseOutput } from '@/api-generated/model';
import { ContractError } from '../http/errors.ts';
import { fetchShellPage, SHELL_PAGE_OPERATION } from '../http/shell-page.ts';
import { readFrontendMasterProps } from './page-elements.ts';
import { adaptStartProps, normaliseStartProps, type StartProps } from './start-state.ts';

export const PAGE_PROPS_OPERATION = 'page <frontend_master>';

let pageHasProps: boolean | undefined;

function readPageProps(doc: Document, operation: string): Record<string, unknown> | null {
  try {
    return readFrontendMasterProps(doc);
  } catch (error) {
    throw new ContractError(operation, [`(root): ${(error as Error).message}`]);
  }
}

export async function loadStartProps(
  options: { signal?: AbortSignal; doc?: Document } = {},
): Promise<StartProps> {
  if (pageHasProps === undefined) {
    const props = readPageProps(options.doc ?? document, PAGE_PROPS_OPERATION);
    pageHasProps = props !== null;
    if (props) return adaptStartProps(props, PAGE_PROPS_OPERATION);
  }
  if (pageHasProps) {
    const props = readPageProps(await fetchShellPage(), SHELL_PAGE_OPERATION);
    if (!props) throw new ContractError(SHELL_PAGE_OPERATION, ['(root): no <frontend_master> element']);
    return adaptStartProps(props, SHELL_PAGE_OPERATION);
  }
  // Validated by the generated schema in the HTTP client (tolerantly), then normalised the same way; not validated
  // a second time (the start data is the largest body the first screen waits for).
  // The client returns the schema's output (defaults filled); orval types the call with the schema's input.
  const data = (await getStartData({ signal: options.signal })) as GetStartDataResponseOutput;
  return normaliseStartProps(data);
}

/** Tests only: forget whether the page carried the props. */
export const resetStartPropsSourceForTests = (): void => {
  pageHasProps = undefined;
};
