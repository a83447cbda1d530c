import { startTransition, useOptimistic } from 'react';
import { FormField } from '@/design-system/components/FormField';
import { RadioGroup } from '@/design-system/components/RadioGroup';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import type { AttributeChoice, ProductDetails, VariantSelection } from '../purchase';

interface VariantPickerProps {
  product: ProductDetails;
  choices: readonly AttributeChoice[];
  selection: VariantSelection;
  onChange: (next: VariantSelection) => void;
  disabled?: boolean;
}

/**
 * Colour and attribute value choices; each change looks up the variant's price and stock. `onChange` runs in a
 * transition: the tap's frame draws only this picker with the new choice (its optimistic value, until the panel's
 * selection catches up a frame later), not the whole purchase panel.
 */
export function VariantPicker({
  product,
  choices,
  selection: chosen,
  onChange,
  disabled,
}: VariantPickerProps) {
  const t = useT();
  const [selection, show] = useOptimistic(chosen);
  const change = (next: VariantSelection) =>
    startTransition(() => {
      show(next);
      onChange(next);
    });
  return (
    <Stack gap="4">
      {product.product_colors.length > 0 ? (
        <FormField label={t('Color')} group>
          <RadioGroup
            orientation="horizontal"
            disabled={disabled}
            value={selection.colorId === null ? undefined : String(selection.colorId)}
            onValueChange={(value) => change({ ...selection, colorId: Number(value) })}
            options={product.product_colors.map((colour) => ({
              value: String(colour.id),
              label: colour.name,
            }))}
          />
        </FormField>
      ) : null}
      {choices.map((choice) => (
        <FormField key={choice.id} label={choice.title} group>
          <RadioGroup
            orientation="horizontal"
            disabled={disabled}
            value={
              selection.values[choice.id] === undefined ? undefined : String(selection.values[choice.id])
            }
            onValueChange={(value) =>
              change({ ...selection, values: { ...selection.values, [choice.id]: Number(value) } })
            }
            options={choice.values.map((v) => ({ value: String(v.id), label: v.value }))}
          />
        </FormField>
      ))}
    </Stack>
  );
}
