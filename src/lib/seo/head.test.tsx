import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { HeadManager, PageHead } from './head';
import { productJsonLd } from '.';

const head = () => document.head;
const meta = (selector: string) => head().querySelector(selector);

function Page({ withScreen = true }: { withScreen?: boolean }) {
  return (
    <HeadManager
      siteName="Marketfront"
      routeTitle="All Brands"
      isHome={false}
      defaultDescription="Shop products from many sellers at Marketfront."
      pathname="/brands"
      search="?sort=newest&page=2"
    >
      {withScreen ? (
        <PageHead
          title="Acme"
          description="Everything by Acme"
          image="/images/acme.png"
          jsonLd={[
            productJsonLd({
              name: '</script><script>window.pwned = true</script>',
              url: 'https://x/p',
              price: 1,
              currency: 'USD',
              inStock: true,
            }),
          ]}
        />
      ) : null}
    </HeadManager>
  );
}

afterEach(() => {
  cleanup();
  head().replaceChildren();
});

describe('HeadManager', () => {
  it('writes one title, description, canonical address, sharing tags and structured data into the head', () => {
    // What the static shell (index.html, or the backend's page) puts there before the app starts.
    const staticTitle = document.createElement('title');
    staticTitle.textContent = 'Marketfront';
    const staticDescription = document.createElement('meta');
    staticDescription.name = 'description';
    staticDescription.content = 'static shell';
    head().append(staticTitle, staticDescription);
    render(<Page />);

    expect(document.title).toBe('Acme | Marketfront');
    expect(head().querySelectorAll('title')).toHaveLength(1);
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Everything by Acme');
    const canonical = `${window.location.origin}/brands?page=2`;
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect(meta('meta[property="og:title"]')).toHaveAttribute('content', 'Acme');
    expect(meta('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    expect(meta('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/images/acme.png`,
    );
    expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(meta('meta[name="twitter:description"]')).toHaveAttribute('content', 'Everything by Acme');

    const scripts = head().querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    // The data's "</script>" stays inside the JSON: the markup of the head is still one script element.
    expect(scripts[0]!).not.toHaveTextContent('</script');
    expect(head().getElementsByTagName('script')).toHaveLength(1);
    expect((JSON.parse(scripts[0]!.textContent ?? '') as { name: string }).name).toBe(
      '</script><script>window.pwned = true</script>',
    );
  });

  it('names no sharing picture a preview cannot fetch (one carried in the page), but the shop’s own', () => {
    const inline = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    const { unmount } = render(
      <HeadManager
        siteName="Marketfront"
        routeTitle={null}
        isHome={false}
        defaultDescription="d"
        pathname="/p"
        search=""
      >
        <PageHead title="Wok" image={inline} />
      </HeadManager>,
    );
    expect(meta('meta[property="og:image"]')).not.toBeInTheDocument();
    expect(meta('meta[name="twitter:image"]')).not.toBeInTheDocument();
    expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    unmount();

    render(
      <HeadManager
        siteName="Marketfront"
        routeTitle={null}
        isHome={false}
        defaultDescription="d"
        defaultImage="https://cdn.example/shop.png"
        pathname="/p"
        search=""
      >
        <PageHead title="Wok" image={inline} />
      </HeadManager>,
    );
    expect(meta('meta[property="og:image"]')).toHaveAttribute('content', 'https://cdn.example/shop.png');
  });

  it("falls back to the route's title and the shop's description when the screen says nothing", () => {
    render(<Page withScreen={false} />);
    expect(document.title).toBe('All Brands | Marketfront');
    expect(meta('meta[name="description"]')).toHaveAttribute(
      'content',
      'Shop products from many sellers at Marketfront.',
    );
    expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(head().querySelector('script[type="application/ld+json"]')).not.toBeInTheDocument();
  });

  it('forgets what a screen said once it is gone', () => {
    const { rerender } = render(<Page />);
    expect(document.title).toBe('Acme | Marketfront');
    rerender(<Page withScreen={false} />);
    expect(document.title).toBe('All Brands | Marketfront');
    expect(head().querySelector('script[type="application/ld+json"]')).not.toBeInTheDocument();
  });
});
