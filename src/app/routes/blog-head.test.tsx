import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { HeadManager } from '@/lib/seo';
import { Component as BlogRoute } from './blog';
import { renderRoute } from '../../../tests/helpers/render';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { installHappyDomShims } from '@/design-system/components/SafeHtml/happyDomShims';

// DOMPurify needs these under happy-dom, as in the blog screen tests.
installHappyDomShims();

afterEach(() => {
  // Unmount first: React removes the head tags it hoisted.
  cleanup();
  document.head.replaceChildren();
});

interface LdNode {
  '@type': string;
  [key: string]: unknown;
}

describe('the blog post head', () => {
  it('titles the page after the post and describes it as a BlogPosting with its breadcrumbs', async () => {
    renderRoute(
      <LiveStartData>
        <HeadManager
          siteName="Marketfront"
          routeTitle="Blog Details"
          isHome={false}
          defaultDescription="Shop products from many sellers at Marketfront."
          pathname="/blog/which-fitness-tracker-suits-you"
          search=""
        >
          <BlogRoute />
        </HeadManager>
      </LiveStartData>,
      {
        route: '/blog/which-fitness-tracker-suits-you',
        path: '/blog/:slug',
        name: 'blog',
        title: 'Blog Details',
      },
    );

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Which fitness tracker suits you?',
    });
    expect(document.title).toBe(`${heading.textContent} | Marketfront`);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': LdNode[] };
    const post = ld['@graph'].find((node) => node['@type'] === 'BlogPosting');
    expect(post).toMatchObject({
      headline: 'Which fitness tracker suits you?',
      url: `${window.location.origin}/blog/which-fitness-tracker-suits-you`,
    });
    const crumbs = ld['@graph'].find((node) => node['@type'] === 'BreadcrumbList');
    expect(crumbs).toBeDefined();
  });
});
