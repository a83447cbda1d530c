/**
 * The window a demo stand-in shows in place of a payment vendor's: a plain dialog at the end of the page with a note
 * and buttons (approve, decline, cancel, …). Self-contained (it refers to nothing outside itself): a stand-in's
 * script carries its source and hands it to the stand-in (`standInScript`).
 */
export interface StandInWindow {
  /** Adds a button that runs `act` when pressed. */
  button: (label: string, act: () => void) => HTMLButtonElement;
  /** Says how the payment went, in the window (a live status). */
  say: (text: string) => void;
  close: () => void;
  /**
   * The vendor takes the payment: the demo's simulated vendor records it and answers its reference, which a top-up
   * must carry (handlers/commerce/vendors.ts). Rejects when the vendor cannot be reached.
   */
  issue: (charge: { gateway: string; currency: string; amount: number }) => Promise<string>;
}

export type OpenStandInWindow = (vendor: string, note: string) => StandInWindow;

export function openStandInWindow(vendor: string, note: string): StandInWindow {
  const doc = document;
  // A vendor's window covers the page, as theirs do. Styled through the CSSOM: the shop's CSP blocks `style="…"`.
  const backdrop = doc.createElement('div');
  Object.assign(backdrop.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'grid',
    placeItems: 'center',
    padding: '16px',
    background: 'rgba(0, 0, 0, 0.45)',
  });
  const dialog = doc.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', `${vendor} (demo stand-in)`);
  Object.assign(dialog.style, {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '26rem',
    padding: '20px',
    borderRadius: '12px',
    background: '#fff',
    color: '#111',
    font: '16px/1.5 system-ui, sans-serif',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  });
  const text = doc.createElement('p');
  text.style.margin = '0';
  text.textContent = `${vendor} (demo stand-in): ${note} No money moves.`;
  const status = doc.createElement('p');
  status.style.margin = '0';
  status.setAttribute('role', 'status');
  dialog.append(text, status);
  backdrop.append(dialog);
  doc.body.append(backdrop);
  let first = true;
  return {
    button(label, act) {
      const element = doc.createElement('button');
      element.type = 'button';
      element.textContent = label;
      Object.assign(element.style, { minHeight: '44px', font: 'inherit', cursor: 'pointer' });
      element.addEventListener('click', act);
      dialog.append(element);
      if (first) element.focus();
      first = false;
      return element;
    },
    say(message) {
      status.textContent = message;
    },
    close() {
      backdrop.remove();
    },
    issue(charge) {
      // Beside the stand-in's own script (`<base>/__demo-shop/vendor/…`), else at this origin's root.
      const script = doc.querySelector<HTMLScriptElement>('script[src*="/__demo-shop/vendor/"]');
      const address = script
        ? new URL('payments', script.src)
        : new URL('/__demo-shop/vendor/payments', doc.location.href);
      return fetch(address, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(charge),
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ reference?: unknown }>) : null))
        .then((answer) => {
          const reference = answer?.reference;
          if (typeof reference !== 'string')
            throw new Error(`${vendor} (demo stand-in): no payment reference`);
          return reference;
        });
    },
  };
}

/**
 * A stand-in as a classic script, as the vendor's address answers it on the demo shop: `install` receives the
 * expression that creates the stand-in and returns the statement that puts it where the vendor's script puts its API.
 */
export const standInScript = (
  create: (open: OpenStandInWindow) => unknown,
  install: (stand_in: string) => string,
): string => `${install(`(${create.toString()})(${openStandInWindow.toString()})`)}\n`;
