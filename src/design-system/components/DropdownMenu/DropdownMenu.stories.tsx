import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu';

const account: DropdownMenuEntry[] = [
  { type: 'label', label: 'Amira Haddad' },
  { type: 'link', label: 'Dashboard', href: '#dashboard', icon: 'user' },
  { type: 'link', label: 'Orders', href: '#orders', icon: 'truck' },
  { type: 'link', label: 'Wallet', href: '#wallet', icon: 'wallet' },
  { type: 'action', label: 'Notifications', onSelect: fn(), icon: 'bell', hint: '3 new' },
  { type: 'action', label: 'Gift vouchers', onSelect: fn(), icon: 'gift', disabled: true },
  { type: 'separator' },
  { type: 'action', label: 'Sign out', onSelect: fn(), tone: 'critical' },
];

const meta = {
  title: 'Design System/Overlays/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: {
    trigger: (
      <Button variant="outline" tone="neutral" iconEnd="chevron-down">
        Account
      </Button>
    ),
    items: account,
  },
  argTypes: { trigger: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { defaultOpen: true, align: 'start' } };
export const Open: Story = { args: { defaultOpen: true } };

function SortMenu({ rtl = false }: { rtl?: boolean }) {
  const [sort, setSort] = useState('popular');
  const [inStock, setInStock] = useState(true);
  return (
    <DropdownMenu
      defaultOpen
      trigger={
        <Button variant="outline" tone="neutral" iconStart="sort">
          {rtl ? 'ترتيب' : 'Sort'}
        </Button>
      }
      items={[
        {
          type: 'radio',
          label: rtl ? 'ترتيب حسب' : 'Sort by',
          value: sort,
          onValueChange: setSort,
          options: rtl
            ? [
                { value: 'popular', label: 'الأكثر شيوعًا' },
                { value: 'new', label: 'الأحدث' },
                { value: 'price', label: 'السعر' },
              ]
            : [
                { value: 'popular', label: 'Most popular' },
                { value: 'new', label: 'Newest' },
                { value: 'price', label: 'Price: low to high' },
              ],
        },
        { type: 'separator' },
        {
          type: 'checkbox',
          label: rtl ? 'المتوفر فقط' : 'In stock only',
          checked: inStock,
          onCheckedChange: setInStock,
        },
      ]}
    />
  );
}
/** Radio and checkbox items (sort order, a toggle). */
export const Choices: Story = { render: () => <SortMenu /> };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    items: [
      {
        type: 'action',
        label: 'Move every item of this shop to your wishlist and remove it from the cart',
        onSelect: fn(),
      },
      { type: 'action', label: 'Remove', onSelect: fn(), tone: 'critical' },
    ],
  },
};
export const RightToLeft: Story = { render: () => <SortMenu rtl />, parameters: { direction: 'rtl' } };
