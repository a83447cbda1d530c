import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Inline } from '@/design-system/components/Inline';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import type { Address } from '@/api-generated/model';
import { toastTitle, useT } from '@/lib/i18n';
import { addressBookQueryOptions, useDeleteAddress, useSetDefaultAddress } from '@/domain/addresses';
import { ContactValue, QueryState } from '@/ui';
import { AddressForm } from './AddressForm';
import { usePendingAddressRetry } from './use-pending-address';

/** Street, city, state, postal code and country on one line. */
export const addressLine = (address: Address): string =>
  [address.address, address.city, address.state, address.postal_code, address.country]
    .filter(Boolean)
    .join(', ');

/**
 * The signed-in shopper's address book (the route puts it inside the account area, /user/addresses): every
 * address with its default shipping/billing marks; add, edit (the shared address form, country → state → city),
 * delete (not the defaults, as the backend's own page) and make an address the default for shipping or billing.
 * The checkout offers the same book.
 */
export function AddressBook() {
  const t = useT();
  const { toast } = useToast();
  const book = useQuery(addressBookQueryOptions());
  usePendingAddressRetry();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const success = (message: string | undefined) => {
    if (message) toast({ tone: 'success', title: toastTitle('success', t), description: message });
  };

  const addButton = (
    <Button iconStart="plus" onClick={() => setEditing('new')}>
      {t('Add New Address')}
    </Button>
  );

  const body = (
    <QueryState
      query={book}
      pending={
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
          {[0, 1].map((card) => (
            <Skeleton key={card} shape="rect" height="10rem" />
          ))}
        </Grid>
      }
      errorTitle={t('Your addresses could not be loaded')}
      isEmpty={(data) => data.addresses.length === 0}
      empty={
        <EmptyState
          icon="truck"
          headingLevel={2}
          title={t('No addresses yet')}
          description={t('Add an address to have it ready at checkout.')}
          action={addButton}
        />
      }
    >
      {({ addresses }) => (
        <Stack gap="4">
          <Box>{addButton}</Box>
          <Grid role="list" aria-label={t('Addresses')} columns={{ mobile: 1, tablet: 2 }} gap="4">
            {addresses.map((address) => {
              const isShipping = address.default_shipping === 1;
              const isBilling = address.default_billing === 1;
              const busy = setDefault.isPending && setDefault.variables.id === address.id;
              return (
                <Panel
                  role="listitem"
                  aria-label={address.name}
                  key={address.id}
                  tone={isShipping || isBilling ? 'accent' : 'neutral'}
                >
                  <Stack gap="3">
                    <Stack gap="1">
                      <Inline gap="2" alignY="center">
                        <Text weight="semibold">{address.name}</Text>
                        {isShipping ? (
                          <Badge size="sm" tone="accent" variant="subtle">
                            {t('Default Shipping')}
                          </Badge>
                        ) : null}
                        {isBilling ? (
                          <Badge size="sm" tone="accent" variant="subtle">
                            {t('Default Billing')}
                          </Badge>
                        ) : null}
                      </Inline>
                      <Text size="sm">{addressLine(address)}</Text>
                      <Text size="sm" tone="muted">
                        {[address.phone_no, address.email]
                          .filter((value): value is string => Boolean(value))
                          .map((value, index) => (
                            <Fragment key={value}>
                              {index > 0 ? ' · ' : null}
                              <ContactValue value={value} />
                            </Fragment>
                          ))}
                      </Text>
                    </Stack>
                    <Inline gap="2">
                      <Button
                        size="sm"
                        variant="outline"
                        tone="neutral"
                        aria-label={`${t('Edit')}: ${address.name}, ${addressLine(address)}`}
                        onClick={() => setEditing(address)}
                      >
                        {t('Edit')}
                      </Button>
                      {isShipping || isBilling ? null : (
                        <Button
                          size="sm"
                          variant="ghost"
                          tone="critical"
                          aria-label={`${t('Delete')}: ${address.name}, ${addressLine(address)}`}
                          onClick={() => setDeleting(address)}
                        >
                          {t('Delete')}
                        </Button>
                      )}
                    </Inline>
                    {isShipping && isBilling ? null : (
                      <Inline gap="2">
                        {isShipping ? null : (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={busy}
                            aria-label={`${t('Set as default shipping')}: ${address.name}`}
                            onClick={() =>
                              setDefault.mutate(
                                { type: 'shipping', id: Number(address.id) },
                                { onSuccess: (answer) => success(answer.success) },
                              )
                            }
                          >
                            {t('Set as default shipping')}
                          </Button>
                        )}
                        {isBilling ? null : (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={busy}
                            aria-label={`${t('Set as default billing')}: ${address.name}`}
                            onClick={() =>
                              setDefault.mutate(
                                { type: 'billing', id: Number(address.id) },
                                { onSuccess: (answer) => success(answer.success) },
                              )
                            }
                          >
                            {t('Set as default billing')}
                          </Button>
                        )}
                      </Inline>
                    )}
                  </Stack>
                </Panel>
              );
            })}
          </Grid>
        </Stack>
      )}
    </QueryState>
  );

  return (
    <>
      {body}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing === 'new' ? t('Add New Address') : t('Edit address')}
        description={t('Addresses')}
        hideDescription
        closeLabel={t('Close')}
        size="lg"
      >
        {editing !== null ? (
          <AddressForm
            address={editing === 'new' ? undefined : editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('Delete this address?')}
        description={deleting ? `${deleting.name}, ${addressLine(deleting)}` : ''}
        closeLabel={t('Close')}
        size="sm"
        footer={
          <Inline gap="2" align="end">
            <Button variant="ghost" tone="neutral" onClick={() => setDeleting(null)}>
              {t('Cancel')}
            </Button>
            <Button
              tone="critical"
              loading={remove.isPending}
              loadingLabel={t('Deleting')}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: (answer) => {
                    success(answer.success);
                    setDeleting(null);
                  },
                })
              }
            >
              {t('Delete')}
            </Button>
          </Inline>
        }
      />
    </>
  );
}
