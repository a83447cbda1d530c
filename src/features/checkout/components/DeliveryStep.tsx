import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { FormField } from '@/design-system/components/FormField';
import { RadioGroup } from '@/design-system/components/RadioGroup';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { GetAddressesResponse } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { ContactValue } from '@/ui';
import { useModules } from '@/lib/modules';
import { initialShipping, type CheckoutChoice } from '../checkout-steps';
import { AddressChoice, type AddressFormSlot } from './AddressChoice';

export interface DeliveryStepProps {
  book: GetAddressesResponse;
  choice: CheckoutChoice;
  onContinue: (choice: CheckoutChoice) => void;
  AddressForm: AddressFormSlot;
}

/** Step 1: ship to an address (and bill to it or another) or collect at a pickup hub. */
export function DeliveryStep({ book, choice, onContinue, AddressForm }: DeliveryStepProps) {
  const t = useT();
  // The backend sends no hubs with `pickup_point` off; a stale or friendlier answer must not bring them back.
  const hubs = (useModules().pickupPoints && book.pickup_hubs) || [];
  const addresses = book.addresses;
  const [method, setMethod] = useState(hubs.length > 0 ? choice.method : 'ship');
  const [ship, setShip] = useState(() => {
    const start = initialShipping(addresses, choice.ship);
    return start ? String(start.id) : null;
  });
  const [bill, setBill] = useState(choice.bill);
  const [hub, setHub] = useState(choice.hub);
  const [problem, setProblem] = useState<string | null>(null);

  const next = () => {
    const ready = method === 'pickup' ? hub !== null : ship !== null && (bill === 'same' || bill !== '');
    if (!ready) {
      setProblem(
        method === 'pickup' ? t('Please select a pickup hub') : t('Please select a shipping address'),
      );
      return;
    }
    setProblem(null);
    onContinue({ step: 'review', method, ship, bill, hub });
  };

  return (
    <Stack gap="6">
      {hubs.length > 0 ? (
        <FormField label={t('Delivery Method')} group>
          <RadioGroup
            orientation="horizontal"
            value={method}
            onValueChange={(value) => setMethod(value === 'pickup' ? 'pickup' : 'ship')}
            options={[
              { value: 'ship', label: t('Home Delivery') },
              { value: 'pickup', label: t('Pickup Point') },
            ]}
          />
        </FormField>
      ) : null}

      {method === 'pickup' ? (
        <FormField
          label={t('Select Pickup Hub')}
          group
          error={problem ? <span role="alert">{problem}</span> : undefined}
        >
          <RadioGroup
            value={hub ? String(hub) : ''}
            onValueChange={(value) => setHub(Number(value))}
            options={hubs.map((h) => ({
              value: String(h.id),
              label: h.name,
              hint: h.phone ? (
                <>
                  {h.address ? `${h.address} · ` : null}
                  <ContactValue value={h.phone} />
                </>
              ) : (
                h.address || undefined
              ),
            }))}
          />
        </FormField>
      ) : (
        <Stack gap="6">
          <AddressChoice
            legend={t('Shipping Address')}
            addresses={addresses}
            value={ship}
            onChange={setShip}
            AddressForm={AddressForm}
            error={problem ?? undefined}
          />
          {addresses.length > 0 ? (
            <Stack gap="3">
              <Checkbox
                label={t('Same as shipping address')}
                checked={bill === 'same'}
                onCheckedChange={(checked) => setBill(checked === true ? 'same' : (ship ?? ''))}
              />
              {bill !== 'same' ? (
                <AddressChoice
                  legend={t('Billing Address')}
                  addresses={addresses}
                  value={bill || null}
                  onChange={setBill}
                  AddressForm={AddressForm}
                />
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      )}

      {addresses.length > 0 || method === 'pickup' ? (
        <Stack gap="2">
          <Button size="lg" onClick={next}>
            {t('Continue')}
          </Button>
          <Text size="sm" tone="muted">
            {t('You can check everything before the order is placed.')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
