/** One five-pointed star; `currentColor` fill so the parent decides lit or unlit. */
export function StarShape({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.6l2.85 5.92 6.45.86-4.72 4.5 1.2 6.42L12 17.2l-5.78 3.1 1.2-6.42-4.72-4.5 6.45-.86z"
      />
    </svg>
  );
}
