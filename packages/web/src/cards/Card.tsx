// One card face or back as an SVG on a 60×84 grid, so it is crisp at any size. The face is
// built from the sprite's suit signs (Sprite.tsx): indices in two corners, pips for number
// cards, a large sign for the ace (Daus), a mirrored figure for courts. The Kaschlan (QD,
// the Schellen-Ober) wears a gold frame and a ribbon with its name.

import { type Card, KASCHLAN, type Suit } from '@kaschlan/engine';
import { CourtPicture, type CourtRank } from './courts';
import { indexOf, split } from './names';
import { pipSize, pipSpots } from './pips';
import { type Face, frenchInk, germanInk, Pip } from './suits';

export interface FaceStyle {
  readonly face: Face;
  readonly fourColour: boolean;
}

const COURTS = new Set(['J', 'Q', 'K']);

function Index(props: { rank: string; face: Face; suit: Suit; ink: string }) {
  const label = indexOf(props.rank, props.face);
  const narrow = label.length > 1;
  return (
    <g>
      <text
        x="7.4"
        y="12.6"
        text-anchor="middle"
        font-size={narrow ? 9.4 : 10.6}
        letter-spacing={narrow ? -0.9 : 0}
        font-weight="700"
        font-family="Georgia, 'DejaVu Serif', serif"
        fill={props.ink}
      >
        {label}
      </text>
      <Pip face={props.face} suit={props.suit} ink={props.ink} x={7.4} y={19.6} size={7} />
    </g>
  );
}

function Ace(props: { face: Face; suit: Suit; ink: string }) {
  const { face, suit, ink } = props;
  return (
    <g>
      <ellipse
        cx="30"
        cy="42"
        rx="17"
        ry="20"
        fill={face === 'german' ? '#f7ecd0' : 'none'}
        stroke="#d2a537"
        stroke-width=".8"
        stroke-dasharray={face === 'german' ? undefined : '1.2 1.6'}
      />
      {face === 'german' && (
        <path
          d="M16 60Q23 54.4 30 58Q37 54.4 44 60Q37 57.8 30 62.2Q23 57.8 16 60Z"
          fill="#c8362c"
          stroke="#7a1e18"
          stroke-width=".4"
        />
      )}
      <Pip face={face} suit={suit} ink={ink} x={30} y={41} size={face === 'german' ? 24 : 26} />
    </g>
  );
}

/** The face of `card`. */
export function CardFace(props: { card: Card; style: FaceStyle }) {
  const { card } = props;
  const { face, fourColour } = props.style;
  const { rank, suit } = split(card);
  const ink = face === 'german' ? germanInk(suit) : frenchInk(suit, fourColour);
  const kaschlan = card === KASCHLAN;
  const spots = pipSpots(rank);
  const size = pipSize(spots.length);
  return (
    <svg class="card-svg" viewBox="0 0 60 84" aria-hidden="true">
      <rect
        x=".5"
        y=".5"
        width="59"
        height="83"
        rx="4.4"
        fill="var(--card-paper, #fffdf7)"
        stroke={kaschlan ? '#c9971c' : '#bdb5a3'}
        stroke-width={kaschlan ? 1.6 : 0.7}
      />
      {kaschlan && (
        <rect
          x="3"
          y="3"
          width="54"
          height="78"
          rx="3"
          fill="none"
          stroke="#e6bf4c"
          stroke-width=".6"
        />
      )}
      <Index rank={rank} face={face} suit={suit} ink={ink} />
      <g transform="rotate(180 30 42)">
        <Index rank={rank} face={face} suit={suit} ink={ink} />
      </g>
      {rank === 'A' && <Ace face={face} suit={suit} ink={ink} />}
      {COURTS.has(rank) && (
        <CourtPicture rank={rank as CourtRank} face={face} suit={suit} ink={ink} />
      )}
      {spots.map((p) => (
        <Pip
          key={`${p.x},${p.y}`}
          face={face}
          suit={suit}
          ink={ink}
          x={p.x}
          y={p.y}
          size={size}
          flip={p.flip}
        />
      ))}
      {kaschlan && (
        <g>
          <path
            d="M8 37.6H52L49.6 42L52 46.4H8L10.4 42Z"
            fill="#7a1424"
            stroke="#e6bf4c"
            stroke-width=".6"
          />
          <text
            x="30"
            y="44.1"
            text-anchor="middle"
            font-size="5"
            font-weight="700"
            letter-spacing=".5"
            font-family="Georgia, 'DejaVu Serif', serif"
            fill="#f8dc84"
          >
            KASCHLAN
          </text>
        </g>
      )}
    </svg>
  );
}

/** The back: a lattice in the theme's back colour around a medallion with a K. */
export function CardBack() {
  return (
    <svg class="card-svg" viewBox="0 0 60 84" aria-hidden="true">
      <rect
        x=".5"
        y=".5"
        width="59"
        height="83"
        rx="4.4"
        fill="#fbf7ee"
        stroke="#bdb5a3"
        stroke-width=".7"
      />
      <rect x="3.2" y="3.2" width="53.6" height="77.6" rx="2.6" fill="url(#k-lattice)" />
      <rect
        x="3.2"
        y="3.2"
        width="53.6"
        height="77.6"
        rx="2.6"
        fill="none"
        stroke="var(--back-line, #e6c46a)"
        stroke-width=".7"
      />
      <ellipse
        cx="30"
        cy="42"
        rx="11"
        ry="14"
        fill="var(--back-ink, #7a1424)"
        stroke="var(--back-line, #e6c46a)"
        stroke-width="1"
      />
      <text
        x="30"
        y="47.4"
        text-anchor="middle"
        font-size="15"
        font-weight="700"
        font-family="Georgia, 'DejaVu Serif', serif"
        fill="var(--back-line, #e6c46a)"
      >
        K
      </text>
    </svg>
  );
}
