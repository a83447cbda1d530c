import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ToastProvider, useToast, TOAST_TONES, type ToastOptions, type ToastProviderProps } from './Toast';

/** Shows the given toasts once on mount; they stay (duration Infinity) so screenshots are stable. */
function Show({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toasts.forEach((options) => toast({ duration: Infinity, ...options }));
  }, [toast, toasts]);
  return null;
}

function Triggers() {
  const { toast, dismiss } = useToast();
  const titles = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' } as const;
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {TOAST_TONES.map((tone) => (
        <Button
          key={tone}
          variant="outline"
          tone="neutral"
          onClick={() => toast({ tone, title: titles[tone], description: `A ${tone} message.` })}
        >
          Show {tone}
        </Button>
      ))}
      <Button variant="ghost" tone="neutral" onClick={() => dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

type Args = ToastProviderProps & { toasts: ToastOptions[] };

const meta = {
  title: 'Design System/Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: {
    closeLabel: 'Dismiss notification',
    max: 3,
    toasts: [{ tone: 'success', title: 'Success', description: 'Leather tote was added to your cart.' }],
  },
  render: ({ toasts, ...provider }: Args) => (
    <ToastProvider {...provider}>
      <Show toasts={toasts} />
    </ToastProvider>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

/** Press the buttons: toasts stack, the oldest goes once more than `max` are shown. */
export const Playground: Story = {
  args: { toasts: [] },
  render: ({ toasts: _toasts, ...provider }: Args) => (
    <ToastProvider {...provider}>
      <div style={{ padding: '1rem' }}>
        <Triggers />
      </div>
    </ToastProvider>
  ),
};

export const Tones: Story = {
  args: {
    max: 4,
    toasts: [
      { tone: 'success', title: 'Success', description: 'Your review was posted.' },
      { tone: 'error', title: 'Error', description: 'The coupon code has expired.' },
      { tone: 'warning', title: 'Warning', description: 'Only 2 left in stock.' },
      { tone: 'info', title: 'Info', description: 'You are now following Acme Outfitters.' },
    ],
  },
};

export const MaxVisible: Story = {
  name: 'Max visible (3 of 5)',
  args: {
    toasts: ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => ({
      tone: 'info' as const,
      title: 'Info',
      description: `Message ${n}`,
    })),
  },
};

export const TitleOnly: Story = { args: { toasts: [{ tone: 'error', title: 'Something went wrong' }] } };

export const LongText: Story = {
  args: {
    toasts: [
      {
        tone: 'error',
        title: 'Error',
        description:
          'The email field must be a valid email address. The password must be at least eight characters and contain a number.',
      },
    ],
  },
};

export const RightToLeft: Story = {
  args: {
    closeLabel: 'إغلاق الإشعار',
    label: 'إشعار',
    viewportLabel: 'الإشعارات ({hotkey})',
    toasts: [{ tone: 'success', title: 'تم بنجاح', description: 'تمت إضافة الحقيبة إلى سلتك.' }],
  },
  parameters: { direction: 'rtl' },
};
