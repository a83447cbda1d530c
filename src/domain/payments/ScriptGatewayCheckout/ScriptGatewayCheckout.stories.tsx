import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rememberTakenPayment, type StartScriptPayment } from '@/domain/payments';
import { storageOwner } from '@/lib/storage';
import { storyStartData, withStorefront } from '../../../../tests/helpers/story-support';
import { ScriptGatewayCheckout } from './ScriptGatewayCheckout';

/** What the stand-in vendor reports as paid (a real vendor's capture or payment id). */
interface StandInPayment {
  orderID: string;
}

/**
 * Stands in for a vendor's script: no script is loaded, its controls are put into the panel's container in plain DOM,
 * as a vendor's own markup would be (the demo shop's stand-ins in mocks/payment-gateways look the same).
 */
const vendorControls: StartScriptPayment<StandInPayment> = (container, outcome) => {
  const doc = container.ownerDocument;
  const group = doc.createElement('div');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', 'PayPal (stand-in)');
  const note = doc.createElement('p');
  note.textContent = 'PayPal (stand-in): no money moves. Choose what the payer does.';
  const button = (label: string, act: () => void) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.addEventListener('click', act);
    return element;
  };
  group.append(
    note,
    button('Approve payment', () => outcome.paid({ orderID: 'STORY-ORDER-1' })),
    button('Decline payment', outcome.declined),
    button('Cancel payment', outcome.cancelled),
  );
  container.replaceChildren(group);
  return Promise.resolve(() => container.replaceChildren());
};

const pending = () => new Promise<never>(() => {});

const meta = {
  // Each state is a screen's state (payment, wallet top-up): all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Domain/Payments/ScriptGatewayCheckout',
  component: ScriptGatewayCheckout<StandInPayment>,
  decorators: [withStorefront()],
  args: {
    name: 'PayPal',
    charge: '125.00 USD',
    start: vendorControls,
    confirm: fn(() => Promise.resolve()),
    onDeclined: fn(),
    onCancelled: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ScriptGatewayCheckout<StandInPayment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vendor's script is still loading: a placeholder where its controls will be. */
export const Loading: Story = {
  args: { start: pending },
  play: async ({ canvas }) => {
    await canvas.findByText('Loading PayPal');
  },
};

/** The script loaded: the vendor's own controls in the panel, and the way back to the other methods. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Approve payment' });
  },
};

/** The script could not load (offline, blocked): the message and Try again. */
export const ScriptFailed: Story = {
  args: { start: () => Promise.reject(new Error('The vendor script could not be loaded')) },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Try again' });
  },
};

/** The vendor took the payment and the shop is being told: its controls hidden meanwhile. */
export const Confirming: Story = {
  args: { confirm: fn(pending) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve payment' }));
    await canvas.findByText('Confirming your payment…');
  },
};

/** The vendor took the payment but the shop did not confirm it: confirm again, with no second charge. */
export const PaidNotConfirmed: Story = {
  args: { confirm: fn(() => Promise.reject(new Error('502 Bad Gateway'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve payment' }));
    await canvas.findByRole('button', { name: 'Confirm payment' });
  },
};

/**
 * Back on the page (a reload, a return) after the vendor took the payment and the shop did not confirm it: the kept
 * result is offered to confirm, and the vendor is not loaded again (no second charge).
 */
export const ReturnedUnconfirmed: Story = {
  args: { subject: { purpose: 'order', gateway: 'paypal', subject: 'STORY-TRX' } },
  beforeEach: () => {
    sessionStorage.clear();
    rememberTakenPayment(
      storageOwner(storyStartData().user?.id),
      { purpose: 'order', gateway: 'paypal', subject: 'STORY-TRX' },
      { orderID: 'STORY-ORDER-1' },
    );
    return () => sessionStorage.clear();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Confirm payment' });
    if (canvas.queryByRole('button', { name: 'Approve payment' }))
      throw new Error('the vendor is offered again for a payment it already took');
  },
};
