// Google Pay (backend-api §2.12): Google's pay.js puts its button on the page; the payer picks a card in Google's sheet
// and Google hands back a token for the shop's card gateway (`google_pay_gateway`, `google_pay_gateway_merchant_id`),
// which the backend charges. The amount is the total × the active rate in the active currency (the reference gives no
// conversion; inferred, as for Flutterwave).
import { gatewayAmount } from '@/lib/money';
import {
  loadVendorScript,
  VendorScriptError,
  vendorScriptSource,
  type StartScriptPayment,
} from './vendor-script.ts';

export const GOOGLE_PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

/** The card method Google Pay offers, tokenised for the shop's gateway. */
interface CardPaymentMethod {
  type: 'CARD';
  parameters: { allowedAuthMethods: string[]; allowedCardNetworks: string[] };
  tokenizationSpecification?: {
    type: 'PAYMENT_GATEWAY';
    parameters: { gateway: string; gatewayMerchantId: string };
  };
}

export interface GooglePayRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  allowedPaymentMethods: CardPaymentMethod[];
  merchantInfo: { merchantName: string; merchantId?: string };
  transactionInfo: { totalPriceStatus: 'FINAL'; totalPrice: string; currencyCode: string };
}

/** What `loadPaymentData` resolves to: the token is for the shop's gateway. */
export interface GooglePayPaymentData {
  paymentMethodData: { tokenizationData: { type: string; token: string } };
}

export interface GooglePayClient {
  isReadyToPay: (
    request: Pick<GooglePayRequest, 'apiVersion' | 'apiVersionMinor' | 'allowedPaymentMethods'>,
  ) => Promise<{
    result: boolean;
  }>;
  createButton: (options: {
    onClick: () => void;
    buttonType?: string;
    buttonSizeMode?: string;
  }) => HTMLElement;
  loadPaymentData: (request: GooglePayRequest) => Promise<GooglePayPaymentData>;
}

export interface GooglePayApi {
  PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePayClient;
}

declare global {
  interface Window {
    google?: unknown;
  }
}

/** Google's pay.js; on the demo shop, its local stand-in. */
export const googlePaySource = ({ demoShop }: { demoShop: boolean }): string =>
  vendorScriptSource(GOOGLE_PAY_JS, { standIn: 'google-pay.js', demoShop });

export const loadGooglePay = (source: string): Promise<GooglePayApi> =>
  loadVendorScript(source, () => {
    const api = (window.google as { payments?: { api?: Partial<GooglePayApi> } } | undefined)?.payments?.api;
    return typeof api?.PaymentsClient === 'function' ? (api as GooglePayApi) : undefined;
  });

/** What Google Pay charges: the default-currency total × the active rate, 2 decimals. */
export const googlePayAmount = (totalInDefaultCurrency: number, activeRate: number): string =>
  gatewayAmount(totalInDefaultCurrency, activeRate);

export interface GooglePayMerchant {
  merchantName: string;
  /** Google's merchant id; without one, Google Pay runs in its test environment. */
  merchantId: string;
  gateway: string;
  gatewayMerchantId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The shop's Google Pay merchant from its settings (`google_pay_*`; the shop's name when no merchant name is set), or
 * null without the card gateway Google's token is for.
 */
export function googlePayMerchant(settings: Readonly<Record<string, unknown>>): GooglePayMerchant | null {
  const merchant = {
    merchantName: text(settings.google_pay_merchant_name) || text(settings.system_name),
    merchantId: text(settings.google_pay_merchant_id),
    gateway: text(settings.google_pay_gateway),
    gatewayMerchantId: text(settings.google_pay_gateway_merchant_id),
  };
  return merchant.gateway && merchant.gatewayMerchantId ? merchant : null;
}

export interface GooglePayPaymentSetup {
  merchant: GooglePayMerchant;
  /** In the active currency (`googlePayAmount`). */
  amount: string;
  currency: string;
  demoShop: boolean;
}

const CARD: CardPaymentMethod = {
  type: 'CARD',
  parameters: {
    allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
  },
};

/** The payment request Google's sheet shows (Google Pay API v2). */
export function googlePayRequest({ merchant, amount, currency }: GooglePayPaymentSetup): GooglePayRequest {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        ...CARD,
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: merchant.gateway, gatewayMerchantId: merchant.gatewayMerchantId },
        },
      },
    ],
    merchantInfo: {
      merchantName: merchant.merchantName,
      ...(merchant.merchantId ? { merchantId: merchant.merchantId } : {}),
    },
    transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: amount, currencyCode: currency },
  };
}

/**
 * Google Pay's button in `container`; pressing it opens Google's sheet. The token Google hands back is the result;
 * closing the sheet cancels, any other refusal declines. A browser that cannot pay with Google Pay gets no button:
 * the panel says Google Pay could not be loaded, with a retry.
 */
export const startGooglePay =
  (setup: GooglePayPaymentSetup): StartScriptPayment<GooglePayPaymentData> =>
  async (container, outcome) => {
    const api = await loadGooglePay(googlePaySource(setup));
    const client = new api.PaymentsClient({ environment: setup.merchant.merchantId ? 'PRODUCTION' : 'TEST' });
    const request = googlePayRequest(setup);
    const { result: ready } = await client.isReadyToPay({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [CARD],
    });
    if (!ready) throw new VendorScriptError('Google Pay cannot pay in this browser');
    let active = true;
    let paying = false;
    const button = client.createButton({
      buttonType: 'pay',
      buttonSizeMode: 'fill',
      onClick: () => {
        if (!active || paying) return;
        paying = true;
        client.loadPaymentData(request).then(
          (data) => {
            if (active) outcome.paid(data);
          },
          (failure: unknown) => {
            paying = false;
            if (!active) return;
            if ((failure as { statusCode?: unknown } | null)?.statusCode === 'CANCELED') outcome.cancelled();
            else outcome.declined();
          },
        );
      },
    });
    container.append(button);
    return () => {
      active = false;
      button.remove();
    };
  };
