// Offline tolerance against the demo shop (issue 11, R11): queries pause instead of failing; a cart change made
// offline is applied exactly once when the connection returns, also after a reload (restored from storage).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { getCart, getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import { createQueryClient } from '@/lib/http';
import { createSessionStore, sessionStore, storageOwner } from '@/lib/storage';
import { resetDemoShop } from '../../../mocks/state/store';
import { buyableProducts } from '../../../tests/helpers/demo-products';
import {
  CART_ADD_KEY,
  CART_MUTATION_SCOPE,
  addFn,
  newChangeKey,
  registerCartChangeDefaults,
  type AddVariables,
} from './cart-changes';
import { keepCartChangesAcrossReloads } from './offline-cart-queue';

const [product] = buyableProducts(1);
if (!product) throw new Error('the demo catalogue has no buyable product');

const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
};

const newClient = (): QueryClient => {
  const client = createQueryClient({ notify: () => undefined });
  client.mount(); // listens to onlineManager: resumes paused mutations on reconnect
  registerCartChangeDefaults(client);
  return client;
};

const quantityInCart = async (): Promise<number> => {
  const cart = await getCart();
  return cart.carts
    .filter((line) => line.product_id === product.id)
    .reduce((n, line) => n + line.quantity, 0);
};

const addOne = (): AddVariables => ({
  data: { id: product.id, quantity: 1, trx_id: null } as AddVariables['data'],
  idempotencyKey: newChangeKey(),
});

const mutateOffline = (client: QueryClient, variables: AddVariables) => {
  const observer = new MutationObserver(client, {
    mutationKey: CART_ADD_KEY,
    mutationFn: addFn,
    scope: CART_MUTATION_SCOPE,
  });
  void observer.mutate(variables).catch(() => undefined);
  return observer;
};

const clients: QueryClient[] = [];
const track = (client: QueryClient) => (clients.push(client), client);

beforeEach(() => {
  resetDemoShop();
  onlineManager.setOnline(true);
});
afterEach(() => {
  onlineManager.setOnline(true);
  for (const client of clients.splice(0)) {
    client.unmount();
    client.clear();
  }
  vi.useRealTimers();
});

describe('offline: queries pause', () => {
  it('a query started offline pauses (no error, no endless failure) and loads once the connection returns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = track(newClient());
    onlineManager.setOnline(false);
    const observer = new QueryObserver(client, { queryKey: getGetCartQueryKey(), queryFn: () => getCart() });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000); // however long the shopper waits
    expect(observer.getCurrentResult()).toMatchObject({
      fetchStatus: 'paused',
      status: 'pending',
      error: null,
    });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    unsubscribe();
  });
});

describe('offline: a cart change is queued and applied exactly once', () => {
  it('after the connection returns', async () => {
    const before = await quantityInCart();
    const client = track(newClient());
    onlineManager.setOnline(false);
    const observer = mutateOffline(client, addOne());
    await vi.waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(true));
    expect(await quantityInCart()).toBe(before); // nothing reached the shop

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    await client.resumePausedMutations(); // a second reconnect has nothing left to send
    expect(await quantityInCart()).toBe(before + 1);
    // The answer became the cart the header counts.
    const cached = client.getQueryData<{ carts: { product_id: number; quantity: number }[] }>(
      getGetCartQueryKey(),
    );
    expect(cached?.carts.find((line) => line.product_id === product.id)?.quantity).toBe(before + 1);
  });

  it('sent twice with its key (an answer lost on the way), it still counts once', async () => {
    const before = await quantityInCart();
    const change = addOne();
    await addFn(change);
    await addFn(change);
    expect(await quantityInCart()).toBe(before + 1);
  });

  it('after a reload while offline: restored from storage, sent on reconnect, once', async () => {
    const before = await quantityInCart();
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);

    const guest = storageOwner(null);
    const firstPage = track(newClient());
    const stopSaving = keepCartChangesAcrossReloads(firstPage, guest, store);
    onlineManager.setOnline(false);
    const change = addOne();
    mutateOffline(firstPage, change);
    await vi.waitFor(() => expect(store.get('offline-cart-changes')?.changes).toHaveLength(1));
    // Only the cart change is kept: its key and the product, for this shopper.
    expect(store.get('offline-cart-changes')).toMatchObject({
      owner: guest,
      changes: [{ key: 'add', variables: { idempotencyKey: change.idempotencyKey } }],
    });
    stopSaving();
    firstPage.unmount();
    firstPage.clear(); // the page is gone

    const reloaded = track(newClient());
    keepCartChangesAcrossReloads(reloaded, storageOwner(null), store);
    expect(reloaded.getMutationCache().getAll()).toHaveLength(1);
    expect(reloaded.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);
    expect(await quantityInCart()).toBe(before);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(reloaded.getMutationCache().getAll()[0]?.state.status).toBe('success'));
    expect(await quantityInCart()).toBe(before + 1);
    expect(store.get('offline-cart-changes')).toBeNull();
  });

  it("drops another shopper's waiting changes unsent, and ignores a tampered entry", async () => {
    const before = await quantityInCart();
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    store.set('offline-cart-changes', {
      owner: 'user:8',
      changes: [{ key: 'add', variables: addOne(), submittedAt: 1 }],
    });
    const client = track(newClient());
    keepCartChangesAcrossReloads(client, storageOwner(null), store);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    expect(store.get('offline-cart-changes')).toBeNull();

    store.set('offline-cart-changes', {
      owner: storageOwner(null),
      changes: [
        { key: 'add', variables: { data: { id: 'DROP TABLE' }, idempotencyKey: '../x y' }, submittedAt: 1 },
      ],
    });
    const other = track(newClient());
    keepCartChangesAcrossReloads(other, storageOwner(null), store);
    expect(other.getMutationCache().getAll()).toHaveLength(0);
    expect(await quantityInCart()).toBe(before);
  });

  it('keeps a waiting change, with its trx id, in this tab session only and under this session’s own guest (R7)', async () => {
    const client = track(newClient());
    const stopSaving = keepCartChangesAcrossReloads(client, storageOwner(null));
    onlineManager.setOnline(false);
    const change = { ...addOne(), data: { ...addOne().data, trx_id: 'TRX-OF-THIS-CART' } };
    mutateOffline(client, change as AddVariables);
    await vi.waitFor(() => expect(sessionStore.get('offline-cart-changes')?.changes).toHaveLength(1));
    expect(sessionStore.get('offline-cart-changes')?.owner).toMatch(/^guest:[0-9a-f-]{36}$/);
    expect(JSON.stringify(sessionStore.get('offline-cart-changes'))).toContain('TRX-OF-THIS-CART');
    const local = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.getItem(localStorage.key(i)!),
    );
    expect(local.join('\n')).not.toContain('TRX-OF-THIS-CART');
    stopSaving();
    client.getMutationCache().clear(); // never sent: this test is about where it waits
    sessionStorage.clear();
  });

  it('forgets what an older version left in localStorage under the shared guest', () => {
    localStorage.setItem(
      'offline-cart-changes',
      JSON.stringify({ owner: 'guest', changes: [{ key: 'add', variables: addOne(), submittedAt: 1 }] }),
    );
    const client = track(newClient());
    keepCartChangesAcrossReloads(client, storageOwner(null))();
    expect(localStorage.getItem('offline-cart-changes')).toBeNull();
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });
});
