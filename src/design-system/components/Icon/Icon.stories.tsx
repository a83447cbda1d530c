import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconSizes } from './Icon';
import { iconNames } from './paths';
import { gallery, galleryItem, galleryName } from '../../docs/docs.css';

const meta = {
  title: 'Design System/Media/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'cart', size: 'md' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { name: 'heart', size: 'lg', label: 'Wishlist' } };

const All = () => (
  <ul className={gallery}>
    {iconNames.map((name) => (
      <li key={name} className={galleryItem}>
        <Icon name={name} size="lg" />
        <span className={galleryName}>{name}</span>
      </li>
    ))}
  </ul>
);

export const AllIcons: Story = { render: () => <All /> };

/** Arrows, chevrons, the half star and "external" mirror; everything else stays as drawn. */
export const RightToLeft: Story = { render: () => <All />, parameters: { direction: 'rtl' } };

export const Sizes: Story = {
  render: (args) => (
    <p>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </p>
  ),
};
