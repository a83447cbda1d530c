import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OwnWords } from './OwnWords';
import { wordsDirection } from './words-direction';

describe('wordsDirection', () => {
  it('is the direction of a name written all one way', () => {
    expect(wordsDirection('Which fitness tracker suits you?')).toBe('ltr');
    expect(wordsDirection('Wireless Mouse (Black)')).toBe('ltr');
    expect(wordsDirection('2-in-1 Charger')).toBe('ltr');
    expect(wordsDirection('Été à Paris')).toBe('ltr');
    expect(wordsDirection('هل يناسبك هذا السوار؟')).toBe('rtl');
    expect(wordsDirection('שלום')).toBe('rtl');
  });

  it('leaves mixed names and names without letters to the page (ADR 079)', () => {
    // An Arabic name that starts with a Latin brand must not turn left to right.
    expect(wordsDirection('Samsung هاتف جديد')).toBeUndefined();
    expect(wordsDirection('2025')).toBeUndefined();
    expect(wordsDirection('')).toBeUndefined();
  });
});

describe('OwnWords', () => {
  it("isolates a name in its own direction inside a right-to-left line, keeping the line's text", () => {
    render(
      <h1 dir="rtl">
        <OwnWords>Which fitness tracker suits you?</OwnWords>
      </h1>,
    );
    const heading = screen.getByRole('heading', { name: 'Which fitness tracker suits you?' });
    expect(heading.firstElementChild).toHaveAttribute('dir', 'ltr');
    expect(heading).toHaveAttribute('dir', 'rtl');
  });

  it('adds nothing to a mixed name', () => {
    render(
      <p>
        <OwnWords>Samsung هاتف</OwnWords>
      </p>,
    );
    expect(screen.getByText('Samsung هاتف').tagName).toBe('P');
  });
});
