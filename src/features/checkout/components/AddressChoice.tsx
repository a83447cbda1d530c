import { useState, type ComponentType } from 'react';
import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { RadioGroup } from '@/design-system/components/RadioGroup';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { Address } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { ContactValue } from '@/ui';
import { addressLine } from '../checkout-steps';

/** The address form the route hands in (features/addresses), so checkout and account share one form. */
export type AddressFormSlot = ComponentType<{
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}>;

export interface AddressChoiceProps {
  legend: string;
  addresses: readonly Address[];
  value: string | null;
  onChange: (id: string) => void;
  AddressForm: AddressFormSlot;
  error?: string;
}

/** Pick one address of the book; edit one, or add a new one (which is then picked). */
export function AddressChoice({
  legend,
  addresses,
  value,
  onChange,
  AddressForm,
  error,
}: AddressChoiceProps) {
  const t = useT();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const saved = (address: Address) => {
    setEditing(null);
    onChange(String(address.id));
  };

  if (addresses.length === 0) {
    return (
      <Stack gap="3">
        <Text weight="semibold">{legend}</Text>
        <AddressForm onSaved={saved} />
      </Stack>
    );
  }

  return (
    <Stack gap="3">
      <FormField label={legend} group error={error ? <span role="alert">{error}</span> : undefined}>
        <RadioGroup
          value={value ?? ''}
          onValueChange={onChange}
          options={addresses.map((address) => ({
            value: String(address.id),
            label: (
              <Inline gap="2" alignY="center">
                <span>{address.name}</span>
                {address.default_shipping === 1 ? (
                  <Badge size="sm" variant="subtle">
                    {t('Default Shipping')}
                  </Badge>
                ) : null}
                {address.default_billing === 1 ? (
                  <Badge size="sm" variant="subtle">
                    {t('Default Billing')}
                  </Badge>
                ) : null}
              </Inline>
            ),
            hint: (
              <>
                {addressLine(address)} · <ContactValue value={address.phone_no} />
              </>
            ),
          }))}
        />
      </FormField>
      <Inline gap="2">
        {addresses.map((address) => (
          <Button
            key={address.id}
            size="sm"
            variant="ghost"
            onClick={() => setEditing(address)}
            aria-label={`${t('Edit')} ${address.name}, ${addressLine(address)}`}
          >
            {t('Edit')} {address.name}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          {t('Add New Address')}
        </Button>
      </Inline>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing === 'new' ? t('Add New Address') : t('Edit')}
        description={legend}
        hideDescription
        closeLabel={t('Close')}
        size="lg"
      >
        <Box>
          {editing !== null ? (
            <AddressForm
              address={editing === 'new' ? undefined : editing}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Box>
      </Dialog>
    </Stack>
  );
}
