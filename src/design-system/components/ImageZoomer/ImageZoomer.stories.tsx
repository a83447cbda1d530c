import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productImages, productImagesLarge, productThumbs } from '../_story-assets';
import { ImageZoomer } from './ImageZoomer';
import { BUTTON_STYLES, PANE_POSITIONS, SCROLLER_POSITIONS } from './constants';

const keys = ['bag', 'shoe', 'watch', 'lamp', 'bag', 'shoe'] as const;
const images = {
  normal: keys.map((k, i) => ({ id: i + 1, url: productImages[k] })),
  large: keys.map((k, i) => ({ id: i + 1, url: productImagesLarge[k] })),
  thumbs: keys.map((k, i) => ({ id: i + 1, url: productThumbs[k] })),
};
const labels = {
  previous: 'Previous images',
  next: 'Next images',
  zoom: 'Zoom image',
  zoomHint: 'Press Enter to zoom, arrow keys to move the lens, Escape to close',
  thumbnails: 'Product images',
  thumbnail: (position: number, total: number) => `Show image ${position} of ${total}`,
};

// Thumbnails scrolled out of the strip stay unloaded until they scroll in (they are lazy); wait for the preview
// and the thumbnails in view.
const settled = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(
    () => {
      expect(canvasElement.querySelector('[data-priority][data-state="loaded"]')).not.toBeNull();
      const shown = Array.from(canvasElement.querySelectorAll('li')).slice(0, 4);
      expect(shown.filter((li) => li.querySelector('[data-state="loading"]'))).toHaveLength(0);
    },
    { timeout: 5000 },
  );
};

const meta = {
  title: 'Design System/Media/ImageZoomer',
  component: ImageZoomer,
  tags: ['autodocs'],
  args: { images, alt: 'Hand-stitched leather tote', labels },
  argTypes: {
    scrollerPosition: { control: 'inline-radio', options: SCROLLER_POSITIONS },
    buttonStyle: { control: 'inline-radio', options: BUTTON_STYLES },
    panePosition: { control: 'inline-radio', options: PANE_POSITIONS },
    images: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  play: settled,
} satisfies Meta<typeof ImageZoomer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = {
  args: {
    scrollerPosition: 'bottom',
    buttonStyle: 'line',
    panePosition: 'right',
    visibleThumbs: 4,
    zoomFactor: 4,
  },
};
export const ScrollerTop: Story = { args: { scrollerPosition: 'top' } };
export const ScrollerLeft: Story = { args: { scrollerPosition: 'left' } };
export const ScrollerRight: Story = { args: { scrollerPosition: 'right' } };
export const FilledButtons: Story = { args: { buttonStyle: 'fill' } };
export const ThreeVisibleThumbs: Story = { args: { visibleThumbs: 3 } };
export const SingleImage: Story = {
  args: {
    images: {
      normal: images.normal.slice(0, 1),
      large: images.large.slice(0, 1),
      thumbs: images.thumbs.slice(0, 1),
    },
  },
};

/** Zoomed from the keyboard: lens in the middle, pane beside the preview (over it on small screens). */
export const Zoomed: Story = {
  play: async (context) => {
    await settled(context);
    const preview = within(context.canvasElement).getByRole('button', { name: 'Zoom image' });
    preview.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(preview).toHaveAttribute('aria-pressed', 'true');
  },
};
export const ZoomedPaneLeft: Story = {
  args: { panePosition: 'left' },
  decorators: [
    (Story) => (
      <div style={{ marginInlineStart: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  play: Zoomed.play,
};
/** Start is on the right: the strip on the "left" (inline start) and the pane mirror. */
export const RightToLeft: Story = {
  args: {
    scrollerPosition: 'left',
    alt: 'حقيبة جلدية',
    labels: {
      previous: 'الصور السابقة',
      next: 'الصور التالية',
      zoom: 'تكبير الصورة',
      zoomHint: 'اضغط Enter للتكبير',
      thumbnails: 'صور المنتج',
      thumbnail: (position: number, total: number) => `عرض الصورة ${position} من ${total}`,
    },
  },
  parameters: { direction: 'rtl' },
};
