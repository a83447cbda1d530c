import type { Preview, Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useState } from 'react';
import { ThemeProvider } from '../src/design-system/theme/ThemeProvider';
import { PAGE_ROOT_ATTRIBUTE } from '../src/design-system/theme/scroll-lock';
import { ToastProvider } from '../src/design-system/components/Toast';
import '../src/design-system/theme/global.css';
import { startStoryWorker } from './msw';
import { DeliveryClock } from '../src/domain/delivery/delivery-clock';

/** Delivery promises in stories are read on Friday 27 November 2026 at noon: screenshots never move with the day. */
const STORY_DAY = new Date(2026, 10, 27, 12).getTime();

/** The custom-colour theme used for the third set of screenshot baselines (and the toolbar). */
export const customColours = { accent: '#7a1fa2', menuBg: '#fff4d6', menuText: '#3b2600' } as const;

function StoryProviders({
  Story,
  context,
}: {
  Story: Parameters<Decorator>[0];
  context: Parameters<Decorator>[1];
}) {
  const direction = (context.parameters.direction ?? context.globals.direction ?? 'ltr') as 'ltr' | 'rtl';
  const theme = (context.parameters.theme ?? context.globals.theme ?? 'default') as 'default' | 'custom';
  const colours = theme === 'custom' ? customColours : {};
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  useEffect(() => {
    currentClient = client;
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
        <ThemeProvider dir={direction} global {...colours}>
          <ToastProvider>
            <div dir={direction} lang={direction === 'rtl' ? 'ar' : 'en'} style={{ padding: '1rem' }}>
              <DeliveryClock value={STORY_DAY}>
                <Story />
              </DeliveryClock>
            </div>
          </ToastProvider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let currentClient: QueryClient | undefined;
/** The query client of the story on screen: the story tests wait for its requests before a capture. */
export const storyQueryClient = () => currentClient;

/** Marks the story's page as src/main.tsx marks the app's root (a modal's overlay keeps it from restyling). */
function markPageRoot(canvas: HTMLElement | undefined) {
  let page = canvas;
  while (page?.parentElement && page.parentElement !== document.body) page = page.parentElement;
  page?.setAttribute(PAGE_ROOT_ATTRIBUTE, '');
}

const withProviders: Decorator = (Story, context) => {
  markPageRoot(context.canvasElement as HTMLElement | undefined);
  return <StoryProviders Story={Story} context={context} />;
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader(startStoryWorker)],
  globalTypes: {
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    theme: {
      description: 'Colour theme (default, or run-time custom shop colours)',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['default', 'custom'], dynamicTitle: true },
    },
  },
  initialGlobals: { direction: 'ltr', theme: 'default' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color|colour|accent|menu)$/i } },
    a11y: {
      // Violations fail the story tests (WCAG 2.2 AA rule set). Whole document, so portals are checked too.
      test: 'error',
      context: 'body',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};

export default preview;
