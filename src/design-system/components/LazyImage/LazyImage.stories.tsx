import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { errorImage, productImages, wideImage } from '../_story-assets';
import { LazyImage, LAZY_IMAGE_FITS, LAZY_IMAGE_RADII } from './LazyImage';
import type { ImageLoader } from './loadImage';

const neverSettles: ImageLoader = () => new Promise(() => {});
const alwaysFails: ImageLoader = () => Promise.reject(new Error('Not found'));

const meta = {
  title: 'Design System/Media/LazyImage',
  component: LazyImage,
  tags: ['autodocs'],
  args: { src: productImages.bag, alt: 'Blue leather bag', width: 600, height: 600, errorSrc: errorImage },
  argTypes: {
    fit: { control: 'inline-radio', options: LAZY_IMAGE_FITS },
    radius: { control: 'select', options: LAZY_IMAGE_RADII },
    loader: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

const waitForState =
  (state: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => expect(canvasElement.querySelector(`[data-state="${state}"]`)).not.toBeNull(), {
      timeout: 3000,
    });
  };

export const Default: Story = { tags: ['rtl-and-custom'], play: waitForState('loaded') };

export const Playground: Story = { args: { radius: 'md', fit: 'cover' }, play: waitForState('loaded') };

/** Before the bytes arrive: the reserved box shows the skeleton colour, so nothing shifts when it loads. */
// The shared cache remembers URLs that loaded in earlier stories, so the failing states use their own URLs.
export const Loading: Story = { args: { loader: neverSettles, src: '/stories/never-loads.jpg' } };

/** After three failed attempts the error image is shown and no further requests are made. */
export const Failed: Story = {
  name: 'Error',
  args: { loader: alwaysFails, src: '/stories/missing-1.jpg' },
  play: waitForState('error'),
};

export const ErrorWithoutErrorImage: Story = {
  args: { loader: alwaysFails, errorSrc: undefined, src: '/stories/missing-2.jpg' },
  play: waitForState('error'),
};

/** The largest above-the-fold image: eager, `fetchpriority="high"`. */
export const Priority: Story = {
  args: { src: wideImage, width: 800, height: 450, alt: 'Autumn collection', priority: true },
  play: waitForState('loaded'),
};

export const Contain: Story = {
  args: { src: wideImage, width: 800, height: 450, alt: 'Autumn collection', fit: 'contain' },
  play: waitForState('loaded'),
};

export const Rounded: Story = { args: { radius: 'lg' }, play: waitForState('loaded') };

/** A list thumbnail keeps its own width (72 px here) whatever the room around it. */
export const Thumbnail: Story = {
  args: { width: 72, height: 72, radius: 'md', thumbnail: true },
  play: async (context) => {
    await waitForState('loaded')(context);
    const root = context.canvasElement.querySelector('[data-state]');
    await expect(root?.getBoundingClientRect().width).toBeCloseTo(72, 0);
  },
};

export const RightToLeft: Story = {
  args: { alt: 'حقيبة جلدية زرقاء', radius: 'md' },
  parameters: { direction: 'rtl' },
  play: waitForState('loaded'),
};
