import { Suspense } from 'react';
import { secondWave } from '@/lib/lazy-part';
import { safeHref } from '@/lib/navigation';

// The sanitiser comes with the article, not with the home sections' chunk: a static import would draw it (and
// DOMPurify) into that chunk, and every other screen that shows server HTML (a product's description, a blog post)
// would then load the home sections to get it.
const SafeHtml = secondWave(() =>
  import('@/design-system/components/SafeHtml').then((module) => module.SafeHtml),
);

/** The shop's home page text (settings `article`, HTML the owner wrote), sanitised, its links checked. */
export function HomeArticle({ html }: { html: string }) {
  return (
    <Suspense fallback={null}>
      <SafeHtml as="article" html={html} safeHref={safeHref} />
    </Suspense>
  );
}
