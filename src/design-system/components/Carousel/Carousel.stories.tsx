import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bannerImage, productImages } from '../_story-assets';
import { LazyImage } from '../LazyImage/LazyImage';
import { Carousel, CAROUSEL_GAPS } from './Carousel';

// Stories load every slide eagerly (priority) so screenshots never catch a placeholder; in the app only the
// first banner is the LCP candidate and should be `priority`.
const banners = [bannerImage, productImages.bag, productImages.shoe, productImages.watch].map(
  (src, index) => (
    <LazyImage
      key={index}
      src={src}
      alt={`Offer ${index + 1}`}
      width={1200}
      height={400}
      fit="cover"
      radius="md"
      priority
    />
  ),
);

const products = Object.entries(productImages).flatMap(([name, src]) =>
  [1, 2].map((n) => (
    <figure key={`${name}-${n}`} style={{ margin: 0 }}>
      <LazyImage src={src} alt="" width={600} height={600} radius="md" priority />
      <figcaption>
        {name} {n}
      </figcaption>
    </figure>
  )),
);

const imagesLoaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(0), {
    timeout: 5000,
  });
};

const meta = {
  title: 'Design System/Media/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    slides: banners,
    label: 'Featured offers',
    previousLabel: 'Previous slide',
    nextLabel: 'Next slide',
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    dotLabel: (position: number) => `Go to slide ${position}`,
  },
  argTypes: { gap: { control: 'inline-radio', options: CAROUSEL_GAPS }, slides: { control: false } },
  play: imagesLoaded,
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { loop: true, gap: '4' } };
/** A row of products: 2 per view on phones, 3 on tablets, 4 on desktops. */
export const ProductRow: Story = {
  args: {
    slides: products,
    label: 'Recently viewed',
    slidesPerView: { base: 2, tablet: 3, desktop: 4 },
    dotLabel: undefined,
  },
};
/** Autoplay pauses on hover and focus, has a Pause button, and never runs under reduced motion. */
export const Autoplay: Story = {
  args: { autoplayMs: 5000, pauseLabel: 'Pause', playLabel: 'Play', loop: true },
  play: async (context) => {
    await imagesLoaded(context);
    const pause = within(context.canvasElement).queryByRole('button', { name: 'Pause' });
    if (pause) await userEvent.click(pause); // stop it, so the screenshot is stable
  },
};
export const SingleSlide: Story = { args: { slides: banners.slice(0, 1) } };
export const RightToLeft: Story = {
  args: {
    label: 'عروض مميزة',
    previousLabel: 'الشريحة السابقة',
    nextLabel: 'الشريحة التالية',
    slideLabel: (position: number, total: number) => `${position} من ${total}`,
    dotLabel: (position: number) => `انتقل إلى الشريحة ${position}`,
    direction: 'rtl',
  },
  parameters: { direction: 'rtl' },
};
/**
 * Hidden and shown again at the same size (the home page's carousel while a route's placeholder covers the page):
 * it measures nothing while hidden, and comes back as it was, all its dots and buttons working.
 */
export const HiddenThenShown: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    await imagesLoaded(context);
    const canvas = within(context.canvasElement);
    const dots = () => canvas.queryAllByRole('button', { name: /^Go to slide/, hidden: true });
    // The engine runs (the story setup loads it as the app does at idle): its dots, one per slide.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slide' })).toBeEnabled());
    expect(dots()).toHaveLength(4);
    const frame = canvas.getByTestId('frame');
    const frames = (count: number) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      });
    frame.style.display = 'none';
    await frames(4);
    // Measured at zero size, the engine would have built one snap, and the carousel would have dropped its dots.
    expect(dots()).toHaveLength(4);
    frame.style.display = '';
    await frames(4);
    expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled());
  },
};
