import type { ReactNode } from 'react';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { SectionBoundary } from '@/ui';
import { switchedOn } from '@/lib/modules';
import { useStorefront } from '@/lib/session';
import { HomeArticle } from './HomeArticle';
import { RecentlyViewedSection } from './RecentlyViewedSection';
import { SubscribeSection } from './SubscribeSection';

/**
 * The sections that are not in the configured list (backend-api §4.10, end), after it and each only when its
 * switch is on: recently viewed (`recent_viewed`), the subscribe box (`subscription_section`), the article
 * (`article_section`, with the text of `article`).
 */
export function FixedSections({ subscribeForm }: { subscribeForm?: ReactNode }) {
  const { settings } = useStorefront();
  const article = settings.article?.trim() ?? '';
  const sections: { name: string; content: ReactNode }[] = [];
  if (switchedOn(settings.recent_viewed))
    sections.push({ name: 'recent_viewed', content: <RecentlyViewedSection /> });
  if (switchedOn(settings.subscription_section) && subscribeForm)
    sections.push({ name: 'subscription_section', content: <SubscribeSection form={subscribeForm} /> });
  if (switchedOn(settings.article_section) && article !== '')
    sections.push({ name: 'article_section', content: <HomeArticle html={article} /> });

  return sections.map(({ name, content }) => (
    <div key={name} className={offscreenSection}>
      <SectionBoundary name={name}>{content}</SectionBoundary>
    </div>
  ));
}
