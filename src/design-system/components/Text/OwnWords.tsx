import { wordsDirection } from './words-direction';
import { ownWords } from './OwnWords.css';

/**
 * A shop's name or title inside the UI's line (a product's or a post's name, a breadcrumb): in its own direction
 * when it is written all one way, isolated so its punctuation stays where its words put it — on an Arabic page "Which
 * fitness tracker suits you?" keeps its question mark last — while the line keeps the page's alignment. Mixed or
 * letterless text follows the page, as before, with no element of its own.
 */
export function OwnWords({ children }: { children: string | null | undefined }) {
  const dir = children ? wordsDirection(children) : undefined;
  return dir ? (
    <span dir={dir} className={ownWords}>
      {children}
    </span>
  ) : (
    (children ?? null)
  );
}
