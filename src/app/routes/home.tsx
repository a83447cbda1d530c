import { HomeScreen } from '@/features/home';
import { paths } from '@/lib/navigation';
import { canonicalUrl, PageHead, siteRoot, websiteJsonLd } from '@/lib/seo';
import { useStorefront } from '@/lib/session';

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
      <HomeScreen />
    </>
  );
}
