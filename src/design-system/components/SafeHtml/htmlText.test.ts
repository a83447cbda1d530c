import { describe, expect, it } from 'vitest';
import { htmlText } from './htmlText';

describe('htmlText (the words a server render writes in place of untrusted HTML)', () => {
  it('keeps the words, one space where an element breaks the line, none inside inline markup', () => {
    expect(
      htmlText(
        '<h2>Care</h2><p>Wipe with a <strong>dry</strong> cloth.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Care Wipe with a dry cloth. One Two');
    expect(htmlText('Brand<strong>new</strong>')).toBe('Brandnew');
    expect(htmlText('one<br>two')).toBe('one two');
  });

  it('drops what is never read: scripts, styles, comments, SVG, templates', () => {
    expect(
      htmlText(
        '<p>Hi</p><script>alert("x")</script><style>p{}</style><!-- note --><svg><text>svg</text></svg><template>t</template>',
      ),
    ).toBe('Hi');
  });

  it('decodes the common entities and numeric references, and replaces impossible ones', () => {
    expect(htmlText('Fish &amp; chips &lt;3 &quot;fresh&quot; &#39;daily&#39; &#x1F41F; &nbsp;done')).toBe(
      'Fish & chips <3 "fresh" \'daily\' 🐟 done',
    );
    expect(htmlText('&#xD800; &#1114112;')).toBe('\ufffd \ufffd');
  });

  it('ends an unclosed tag or comment at the end of the input', () => {
    expect(htmlText('Price <b')).toBe('Price');
    expect(htmlText('Sale <!-- open')).toBe('Sale');
  });
});
