import { HomeScreen } from '@/features/home';
import { secondWave } from '@/lib/lazy-part';
import { paths } from '@/lib/navigation';
import { canonicalUrl, PageHead, siteRoot, websiteJsonLd } from '@/lib/seo';
import { useStorefront } from '@/lib/session';

// The subscribe box's form is the footer's newsletter form: the page frame's chunk already brings it, so it is
// requested from there (at once, not in the first route's JavaScript) and is in by the time the box renders.
const SubscribeForm = secondWave(
  () => import('@/features/newsletter/SubscribeForm').then((module) => module.SubscribeForm),
  { eager: true },
);

/** / */
export function Component() {
  const { settings } = useStorefront();
  const root = siteRoot();
  return (
    <>
      <PageHead
        jsonLd={[
          websiteJsonLd({
            name: settings.system_name,
            url: canonicalUrl(paths.home.href(), '', root),
            // Written by hand: the href builder would percent-encode the template's braces.
            searchUrlTemplate: `${canonicalUrl(paths.products.href(), '', root)}?q={search_term_string}`,
          }),
        ]}
      />
      <HomeScreen subscribeForm={<SubscribeForm />} />
    </>
  );
}
