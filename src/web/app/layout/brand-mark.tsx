/**
 * The LoudTribe mark (the same drawing as /favicon.svg), inline. As an `<img src="/favicon.svg">` it
 * was a request and an SVG document of its own on every page: Chromium commits a separate document
 * for an SVG image, 100–150 ms of main thread on the first paint of each page in Lighthouse's
 * trace (issue 20, docs/decisions/performance.md, session 14).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#e11d48" />
      <path d="M11 17h8v23h12v7H11zM32 17h22v7h-7v23h-8V24h-7z" fill="#fff" />
    </svg>
  );
}
