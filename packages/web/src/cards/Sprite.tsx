// The page's one SVG sprite: suit signs, the back's lattice and the court frame's clip. It is
// sized 0×0 rather than display:none, since Chromium and Firefox drop patterns and clips
// that live in an undisplayed SVG.

import { SuitSymbols } from './suits';

export function Sprite() {
  return (
    <svg class="sprite" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        <SuitSymbols />
        <clipPath id="k-court">
          <path d="M11 11H49V36.4L11 47.6Z" />
        </clipPath>
        <pattern
          id="k-lattice"
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="var(--back-ink, #7a1424)" />
          <path
            d="M0 3H6M3 0V6"
            stroke="var(--back-line, #e6c46a)"
            stroke-width=".6"
            opacity=".55"
          />
          <circle cx="3" cy="3" r=".9" fill="var(--back-line, #e6c46a)" opacity=".8" />
        </pattern>
      </defs>
    </svg>
  );
}
