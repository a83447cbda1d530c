import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion';

const faq = [
  {
    value: 'ship',
    title: 'How long does shipping take?',
    content: <p>Most sellers ship within two days; delivery takes two to five working days.</p>,
  },
  {
    value: 'return',
    title: 'Can I return an item?',
    content: <p>Yes, within 30 days of delivery, unused and in its original packaging.</p>,
  },
  {
    value: 'pay',
    title: 'Which payment methods can I use?',
    content: <p>Cards, wallet balance and cash on delivery where the seller offers it.</p>,
  },
  { value: 'gift', title: 'Do you gift-wrap?', content: <p>Not yet.</p>, disabled: true },
];

const meta = {
  title: 'Design System/Navigation/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: faq, headingLevel: 3 },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { defaultValue: 'ship' } };
export const Open: Story = { args: { defaultValue: 'return' } };
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['ship', 'pay'] } };
export const LongText: Story = {
  args: {
    defaultValue: 'long',
    items: [
      {
        value: 'long',
        title:
          'What happens if my parcel is lost somewhere between the seller’s warehouse and my front door?',
        content: <p>{'We refund you in full or send a replacement, whichever you prefer. '.repeat(6)}</p>,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  args: {
    defaultValue: 'a',
    items: [
      { value: 'a', title: 'كم يستغرق الشحن؟', content: <p>من يومين إلى خمسة أيام عمل.</p> },
      { value: 'b', title: 'هل يمكنني إرجاع المنتج؟', content: <p>نعم، خلال ٣٠ يومًا.</p> },
    ],
  },
  parameters: { direction: 'rtl' },
};
