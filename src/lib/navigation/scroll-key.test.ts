import { describe, expect, it } from 'vitest';
import { documentEntryId, ENTRY_FIELD, scrollKey } from './scroll-key';

/** A history entry's state, as the browser keeps it across a reload of that entry. */
function historyEntry(initial: unknown = null) {
  const entry = {
    state: initial,
    replaceState(state: unknown) {
      entry.state = state;
    },
  };
  return entry;
}

describe('scroll positions per history entry', () => {
  it('gives a document load’s first entry an id of its own, kept in its state beside React Router’s fields', () => {
    const entry = historyEntry({ idx: 0 });
    const id = documentEntryId(entry);
    expect(id).not.toBe('');
    expect(entry.state).toEqual({ idx: 0, [ENTRY_FIELD]: id });
  });

  it('finds the same id after a reload of that entry, so the shopper’s position comes back', () => {
    const entry = historyEntry(null);
    const first = documentEntryId(entry);
    // The reload: a new document reads the state the entry kept.
    expect(documentEntryId(entry)).toBe(first);
    expect(scrollKey({ key: 'default' }, () => documentEntryId(entry))).toBe(`entry-${first}`);
  });

  it('gives a page loaded anew another id than the last page’s, so it opens at its top', () => {
    const home = documentEntryId(historyEntry(null));
    const other = documentEntryId(historyEntry(null));
    expect(other).not.toBe(home);
    expect(scrollKey({ key: 'default' }, () => other)).not.toBe(scrollKey({ key: 'default' }, () => home));
  });

  it('keys an entry the app pushed by React Router’s own key, without reading the document’s id', () => {
    let read = false;
    expect(
      scrollKey({ key: 'k3x9a1' }, () => {
        read = true;
        return 'unused';
      }),
    ).toBe('k3x9a1');
    expect(read).toBe(false);
  });

  it('replaces an id that is not a string rather than trusting it', () => {
    const entry = historyEntry({ [ENTRY_FIELD]: 42, idx: 0 });
    const id = documentEntryId(entry);
    expect(typeof id).toBe('string');
    expect(entry.state).toEqual({ idx: 0, [ENTRY_FIELD]: id });
  });
});
