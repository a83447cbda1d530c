import { describe, expect, it } from 'vitest';
import { plainText } from './text';

describe('plainText', () => {
  it('drops tags, scripts and styles and reads entities', () => {
    expect(
      plainText('<p>Warm &amp; <b>dry</b></p><script>alert(1)</script><style>p{}</style> &#8211; &#x2713;'),
    ).toBe('Warm & dry – ✓');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = plainText('word '.repeat(100), 30);
    expect(text.length).toBeLessThanOrEqual(30);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('is empty for nothing', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('  ')).toBe('');
  });
});
