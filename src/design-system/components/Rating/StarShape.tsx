import { STAR_PATH } from './star-path';

/** One five-pointed star; `currentColor` fill so the parent decides lit or unlit. */
export function StarShape({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={STAR_PATH} />
    </svg>
  );
}
