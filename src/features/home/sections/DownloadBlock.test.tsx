import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../../tests/helpers/render';
import { DownloadBlock } from './DownloadBlock';

const renderBlock = (play_store: string | null, apple_store: string | null) =>
  renderRoute(
    <DownloadBlock
      section={{ banner: null, text: 'Get our app', sub_text: null, play_store, apple_store }}
    />,
  );

describe('DownloadBlock', () => {
  it('links the store pages', () => {
    renderBlock('https://play.example/app', 'https://apps.example/app');
    expect(screen.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    expect(screen.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      'https://apps.example/app',
    );
  });

  it('leaves out a store link whose address is not a web address', () => {
    renderBlock('JaVaScRiPt:alert(1)', '\u0000data:text/html,<script>alert(1)</script>');
    expect(screen.getByRole('heading', { name: 'Get our app' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
