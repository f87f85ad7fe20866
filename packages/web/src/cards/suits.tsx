// The suit signs, drawn by us on a 20×20 grid: French (♣ ♠ ♥ ♦) as single paths that take
// their colour from the card, German (Eichel, Grün, Herz, Schellen) in their own colours.
// They live once in the page's sprite (Sprite.tsx) and every card points at them with <use>.

import type { Suit } from '@kaschlan/engine';

export type Face = 'french' | 'german';

/** The sprite id of a suit sign. */
export const suitId = (face: Face, suit: Suit): string =>
  `k-${face === 'french' ? 'f' : 'g'}${suit}`;

const HEART =
  'M10 18.2C8.6 17 1.2 11.8 1.2 6.6C1.2 3.7 3.4 1.6 6 1.6C7.8 1.6 9.2 2.6 10 4.1C10.8 2.6 12.2 1.6 14 1.6C16.6 1.6 18.8 3.7 18.8 6.6C18.8 11.8 11.4 17 10 18.2Z';
const DIAMOND = 'M10 .8Q13.6 5.6 18 10Q13.6 14.4 10 19.2Q6.4 14.4 2 10Q6.4 5.6 10 .8Z';
const SPADE =
  'M10 1C8.4 3 1.4 7.6 1.4 12C1.4 14.6 3.4 16.3 5.7 16.3C7.2 16.3 8.4 15.6 9.2 14.5C9 16.4 8.1 17.8 6.4 19H13.6C11.9 17.8 11 16.4 10.8 14.5C11.6 15.6 12.8 16.3 14.3 16.3C16.6 16.3 18.6 14.6 18.6 12C18.6 7.6 11.6 3 10 1Z';
const CLUB =
  'M10 1.2A4.1 4.1 0 0 0 7 8.1A4.1 4.1 0 1 0 9.2 14.1C9 16.2 8.2 17.7 6.4 19H13.6C11.8 17.7 11 16.2 10.8 14.1A4.1 4.1 0 1 0 13 8.1A4.1 4.1 0 0 0 10 1.2Z';

/** French signs: one path each; the fill comes from the <use> (two or four colours). */
const French = () => (
  <>
    <symbol id="k-fC" viewBox="0 0 20 20">
      <path d={CLUB} />
    </symbol>
    <symbol id="k-fS" viewBox="0 0 20 20">
      <path d={SPADE} />
    </symbol>
    <symbol id="k-fH" viewBox="0 0 20 20">
      <path d={HEART} />
    </symbol>
    <symbol id="k-fD" viewBox="0 0 20 20">
      <path d={DIAMOND} />
    </symbol>
  </>
);

/** German signs, coloured as on a Skat pack but drawn afresh. */
const German = () => (
  <>
    {/* Eichel: an acorn hanging from its stalk, the cup cross-hatched. */}
    <symbol id="k-gC" viewBox="0 0 20 20">
      <path d="M10 4.6V.8" stroke="#5a3b14" stroke-width="1.4" stroke-linecap="round" />
      <ellipse
        cx="10"
        cy="12.6"
        rx="4.9"
        ry="6"
        fill="#c98d2b"
        stroke="#6d4716"
        stroke-width=".8"
      />
      <path d="M8.2 9.5Q7.6 13 9 16.6" stroke="#f1cf86" stroke-width="1" fill="none" />
      <path
        d="M4.1 10Q4 4.4 10 4.2Q16 4.4 15.9 10Q10 11.6 4.1 10Z"
        fill="#7a5220"
        stroke="#4a300c"
        stroke-width=".8"
      />
      <path
        d="M6 6.6L8.6 10.4M8.5 5.2L11.9 10.6M11.4 4.8L14.6 9.6M14 6.6L11.4 10.4M11.5 5L8.1 10.6M8.6 4.8L5.4 9.6"
        stroke="#a87935"
        stroke-width=".6"
      />
    </symbol>
    {/* Grün (Laub): a leaf with its midrib and veins. */}
    <symbol id="k-gS" viewBox="0 0 20 20">
      <path
        d="M10 .8C14.6 3.4 18.2 8.2 16.4 13.2C15.2 16.4 12.2 17.6 10 17.6C7.8 17.6 4.8 16.4 3.6 13.2C1.8 8.2 5.4 3.4 10 .8Z"
        fill="#3f8f3a"
        stroke="#1f5520"
        stroke-width=".8"
      />
      <path
        d="M10 2.6V19.4M10 7L6.6 4.8M10 7L13.4 4.8M10 10.4L5.2 7.8M10 10.4L14.8 7.8M10 13.8L5.4 11.6M10 13.8L14.6 11.6"
        stroke="#1f5520"
        stroke-width=".8"
        stroke-linecap="round"
        fill="none"
      />
    </symbol>
    {/* Herz: a full heart with a highlight. */}
    <symbol id="k-gH" viewBox="0 0 20 20">
      <path d={HEART} fill="#d0202a" stroke="#86101a" stroke-width=".8" />
      <path
        d="M4.4 6.2C4.6 4.6 5.8 3.6 7.2 3.7"
        stroke="#f59aa0"
        stroke-width="1.2"
        fill="none"
        stroke-linecap="round"
      />
    </symbol>
    {/* Schellen: a round bell with its band, slit and loop. */}
    <symbol id="k-gD" viewBox="0 0 20 20">
      <circle cx="10" cy="3" r="1.6" fill="none" stroke="#7a5a10" stroke-width="1" />
      <circle cx="10" cy="11.2" r="7.3" fill="#e9b52a" stroke="#7a5a10" stroke-width=".8" />
      <path d="M2.9 9.6Q10 12.2 17.1 9.6L17.2 12.2Q10 14.8 2.8 12.2Z" fill="#c8362c" />
      <path d="M10 15.2V18.2" stroke="#5a3d08" stroke-width="1.3" stroke-linecap="round" />
      <circle cx="10" cy="15.4" r="1.2" fill="#5a3d08" />
      <path
        d="M5.6 7.2Q7 5.4 9.2 5"
        stroke="#fbe7a8"
        stroke-width="1.1"
        fill="none"
        stroke-linecap="round"
      />
    </symbol>
  </>
);

/** The signs of both faces, for the sprite. */
export const SuitSymbols = () => (
  <>
    <French />
    <German />
  </>
);

/** Ink of a French suit: black and red, or four colours (clubs green, diamonds blue). */
export function frenchInk(suit: Suit, fourColour: boolean): string {
  if (fourColour) return { C: '#1c7c3c', S: '#17171c', H: '#c8102e', D: '#1a5fc0' }[suit];
  return suit === 'H' || suit === 'D' ? '#c8102e' : '#17171c';
}

/** Ink for a German card's index: each suit's own colour. */
export function germanInk(suit: Suit): string {
  return { C: '#6d4716', S: '#2c6e28', H: '#c01c26', D: '#a8730c' }[suit];
}

/** A suit sign at (x, y) of size `size` inside a card's SVG. */
export function Pip(props: {
  face: Face;
  suit: Suit;
  ink: string;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) {
  const { face, suit, ink, x, y, size, flip } = props;
  const h = size / 2;
  return (
    <use
      href={`#${suitId(face, suit)}`}
      x={x - h}
      y={y - h}
      width={size}
      height={size}
      fill={ink}
      transform={flip ? `rotate(180 ${x} ${y})` : undefined}
    />
  );
}
