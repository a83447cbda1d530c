import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../../tests/helpers/render';
import { VideoPlayer } from './VideoPlayer';

const renderVideo = (url: string, type: string | null = null) =>
  renderRoute(
    <VideoPlayer title="Spring collection" type={type} url={url} thumbnail="/images/videos/1.webp" />,
  );

describe('VideoPlayer', () => {
  it('plays a video file, from another site or from the shop itself', () => {
    const { container, unmount } = renderVideo('https://cdn.example/spring.mp4');
    expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example/spring.mp4');
    unmount();

    const own = renderVideo('/videos/spring.mp4');
    expect(own.container.querySelector('video')).toHaveAttribute('src', '/videos/spring.mp4');
  });

  it('links a hosted video', () => {
    renderVideo('https://video.example/watch?v=1', 'youtube');
    expect(screen.getByRole('link', { name: /Watch the video/ })).toHaveAttribute(
      'href',
      'https://video.example/watch?v=1',
    );
  });

  it.each(['javascript:alert(1)//.mp4', 'JaVaScRiPt:alert(1)', 'vbscript:x', 'data:video/mp4;base64,AAAA'])(
    'neither plays nor links %j',
    (url) => {
      const { container } = renderVideo(url, 'mp4');
      expect(container.querySelector('video')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText('The video is not available right now.')).toBeInTheDocument();
    },
  );
});
