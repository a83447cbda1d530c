import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxProps } from './Combobox';
import { FormField } from '../FormField/FormField';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { withWidth } from '../../docs/decorators';

type Suggestion = { slug: string; name: string; price: string };

const catalogue: Suggestion[] = [
  { slug: 'wireless-headphones', name: 'Wireless headphones', price: '$89.00' },
  { slug: 'wired-headphones', name: 'Wired headphones', price: '$19.00' },
  { slug: 'headphone-stand', name: 'Headphone stand', price: '$24.50' },
  { slug: 'phone-case', name: 'Phone case', price: '$12.00' },
];

type Args = Pick<
  ComboboxProps<Suggestion>,
  'noResultsText' | 'loadingText' | 'loading' | 'placeholder' | 'size' | 'onSelect'
> & {
  label: string;
  initialText?: string;
};

function Search({ label, initialText = '', loading, ...rest }: Args) {
  const [text, setText] = useState(initialText);
  const items = text.trim()
    ? catalogue.filter((s) => s.name.toLowerCase().includes(text.trim().toLowerCase()))
    : [];
  return (
    <FormField label={label}>
      <Combobox<Suggestion>
        {...rest}
        loading={loading}
        items={loading ? [] : items}
        getItemKey={(s) => s.slug}
        getItemText={(s) => s.name}
        renderItem={(s) => (
          <Inline align="between" gap="4" wrap={false}>
            <span>{s.name}</span>
            <Text as="span" size="sm" tone="inherit" tabular>
              {s.price}
            </Text>
          </Inline>
        )}
        inputValue={text}
        onInputChange={setText}
        resultsText={(n) => (n === 1 ? '1 suggestion' : `${n} suggestions`)}
      />
    </FormField>
  );
}

const meta = {
  title: 'Design System/Inputs/Combobox',
  component: Search,
  tags: ['autodocs'],
  decorators: [withWidth('medium')],
  parameters: { layout: 'padded' },
  args: {
    label: 'Search products',
    placeholder: 'Search for products, brands and shops',
    noResultsText: 'No products found',
    loadingText: 'Searching…',
    onSelect: fn(),
  },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { size: 'lg' } };

/** Typing opens the list; ArrowDown highlights the first suggestion. */
export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'head');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: /Wireless headphones/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'xyz');
    await expect(canvas.getAllByText('No products found')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'head');
  },
};

export const RightToLeft: Story = {
  args: { label: 'ابحث عن المنتجات', placeholder: 'ابحث', noResultsText: 'لا توجد منتجات' },
  parameters: { direction: 'rtl' },
};
