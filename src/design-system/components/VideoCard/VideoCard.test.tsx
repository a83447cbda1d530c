import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { VideoCard } from './VideoCard';
import { BlogCard } from '../BlogCard/BlogCard';

describe('<VideoCard> and <BlogCard>', () => {
  it('shows the live badge instead of the running time', () => {
    render(
      <VideoCard
        title="Spring drop"
        href="/video-shopping/spring"
        thumbnailSrc="/t.jpg"
        live
        liveLabel="Live"
        durationLabel="12:00"
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByText('Live')).toBeInTheDocument();
    expect(within(article).queryByText('12:00')).not.toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Spring drop' })).toHaveAttribute(
      'href',
      '/video-shopping/spring',
    );
  });

  it('marks up the blog date as a <time>', () => {
    render(
      <BlogCard
        title="Leather care"
        href="/blog/leather-care"
        dateLabel="12 May 2025"
        dateTime="2025-05-12"
      />,
    );
    expect(screen.getByText('12 May 2025')).toHaveAttribute('datetime', '2025-05-12');
    expect(screen.getByRole('heading', { name: 'Leather care' })).toBeInTheDocument();
  });
});
