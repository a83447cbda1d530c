import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_ROOT_ATTRIBUTE } from '../../theme/scroll-lock';
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
 *
 * Radix also turns the page's pointer events off on `<body>`; a transparent backdrop under the list takes them
 * instead, so the element holding the page keeps its own and is not restyled (Select.css.ts). A pointer beside the
 * list reaches the backdrop, never the page.
 */
export const Open: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Newest first' })).toBeVisible();

    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).toBe('none'));
    const page = document.querySelector(`body > [${PAGE_ROOT_ATTRIBUTE}]`);
    expect(page).not.toBeNull();
    expect(getComputedStyle(page as Element).pointerEvents).toBe('auto');
    const list = screen.getByRole('listbox').getBoundingClientRect();
    const reached = document.elementFromPoint(list.left + 8, list.bottom + 24);
    expect(reached).not.toBeNull();
    expect(page?.contains(reached)).toBe(false);
    expect(reached?.closest('[role="listbox"]')).toBeNull();
    expect(getComputedStyle(reached as Element).position).toBe('fixed');
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
