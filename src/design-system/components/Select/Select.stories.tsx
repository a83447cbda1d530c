import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select, selectSizes } from './Select';
import { FormField } from '../FormField/FormField';
import { withWidth } from '../../docs/decorators';

const sortOptions = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
  { value: 'rating', label: 'Customer rating', disabled: true },
];

const meta = {
  title: 'Design System/Inputs/Select',
  component: Select,
  tags: ['autodocs'],
  decorators: [withWidth('narrow')],
  args: { options: sortOptions, defaultValue: 'relevance', size: 'md', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  render: (args) => (
    <FormField label="Sort by">
      <Select {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = {
  args: { defaultValue: undefined, placeholder: 'Choose an order', size: 'lg' },
};

export const WithError: Story = {
  args: {
    defaultValue: undefined,
    placeholder: 'Choose a country',
    options: [
      { value: 'de', label: 'Germany' },
      { value: 'fr', label: 'France' },
    ],
  },
  render: (args) => (
    <FormField label="Country" error="Choose the country you ship to">
      <Select {...args} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

/**
 * The list opened with the keyboard. While it is open Radix makes the rest of the page aria-hidden and adds
 * focus guards (a modal listbox); axe's aria-hidden-focus reports the still-focusable trigger and guards,
 * which is intended here, so that one rule is off for this story only.
 */
export const Open: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Newest first' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    options: [
      { value: 'a', label: 'الأكثر صلة' },
      { value: 'b', label: 'الأحدث' },
    ],
    defaultValue: 'a',
  },
  render: (args) => (
    <FormField label="ترتيب حسب">
      <Select {...args} />
    </FormField>
  ),
  parameters: { direction: 'rtl' },
};
