/** One concrete call of an operation, as the contract test makes it against the demo shop. */
export interface ContractSample {
  /** Shown in the test name when an operation has several samples. */
  label?: string;
  /** Concrete path with query string, e.g. `/home/product-details/red-shoes?x=1`. */
  path: string;
  /** JSON body (POST); `form` for multipart. */
  json?: Record<string, unknown>;
  form?: Record<string, string | Blob>;
  /** Sign in as the demo customer first (`customer@marketfront.test`). */
  signedIn?: boolean;
  /** Calls made first, e.g. adding a product to the cart before confirming an order. */
  setup?: (
    call: (method: 'GET' | 'POST', path: string, json?: Record<string, unknown>) => Promise<unknown>,
  ) => Promise<void>;
  /** What the demo shop should answer: the success body (default), a 200 `{ error }`, a 422, or a 401. */
  expect?: 'success' | 'error' | 'validation' | 'unauthenticated';
}

export type SampleTable = Record<string, ContractSample[]>;
