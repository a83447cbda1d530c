import { Checkbox } from '@/design-system/components/Checkbox';
import { FormField } from '@/design-system/components/FormField';
import { Stack } from '@/design-system/components/Stack';

export interface FacetOption {
  id: number;
  label: string;
}

interface FacetGroupProps {
  title: string;
  options: FacetOption[];
  selected: readonly number[];
  onToggle: (id: number) => void;
}

/** One facet (brand, colour, size…) as a named group of checkboxes. */
export function FacetGroup({ title, options, selected, onToggle }: FacetGroupProps) {
  if (options.length === 0) return null;
  return (
    <FormField label={title} group>
      <Stack gap="2">
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.label}
            checked={selected.includes(option.id)}
            onCheckedChange={() => onToggle(option.id)}
          />
        ))}
      </Stack>
    </FormField>
  );
}
