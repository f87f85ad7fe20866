// The court cards, our own design: a half-length figure in a frame, mirrored about the middle
// as on double-headed cards. French: Jack (cap and feather), Queen (tiara, long hair, a rose),
// King (crown and beard). German: Unter (cap, the suit sign held low), Ober (plumed hat, the
// sign held high), König (crown). Robes take the suit's colour so the four suits differ.

import type { Suit } from '@kaschlan/engine';
import { type Face, Pip } from './suits';

export type CourtRank = 'J' | 'Q' | 'K';

const SKIN = '#f3d3b2';
const LINE = '#3a2a1c';
const GOLD = '#e0b13a';
const CREAM = '#f6ecd4';

/** Robe and trim colours per suit. */
const ROBES: Record<Suit, { robe: string; trim: string }> = {
  C: { robe: '#2f6e43', trim: '#b8d6a8' },
  S: { robe: '#2c4f92', trim: '#a9bde6' },
  H: { robe: '#b4262f', trim: '#f2b2a4' },
  D: { robe: '#c47a1e', trim: '#f6d58c' },
};

const HAIR: Record<CourtRank, string> = { J: '#7b4a22', Q: '#4e2d1b', K: '#d9d3c6' };

function Headgear(props: { rank: CourtRank; face: Face; accent: string }) {
  const { rank, face, accent } = props;
  if (rank === 'K')
    return (
      <g stroke={LINE} stroke-width=".5">
        <path
          d="M24.4 19.4L23.8 13.2L26.8 15.8L30 12.2L33.2 15.8L36.2 13.2L35.6 19.4Z"
          fill={GOLD}
        />
        <circle cx="30" cy="16.6" r="1.1" fill="#c8102e" />
        <circle cx="26.4" cy="17.6" r=".7" fill="#1a5fc0" />
        <circle cx="33.6" cy="17.6" r=".7" fill="#1a5fc0" />
      </g>
    );
  if (rank === 'Q' && face === 'french')
    return (
      <path
        d="M25.4 19.2Q30 16.8 34.6 19.2L34 15.8L32.1 17.4L30 14L27.9 17.4L26 15.8Z"
        fill={GOLD}
        stroke={LINE}
        stroke-width=".5"
      />
    );
  // Jack / Unter / Ober: a cap; the Ober's has a brim and a high plume.
  if (face === 'german' && rank === 'J')
    return (
      <path
        d="M24.4 20.6Q24.2 15.2 30 15Q35.8 15.2 35.6 20.6Q30 18.8 24.4 20.6Z"
        fill={accent}
        stroke={LINE}
        stroke-width=".5"
      />
    );
  return (
    <g stroke={LINE} stroke-width=".5">
      <path d="M34.4 17.4Q40 10.8 44.4 12.8Q40.4 14 35.8 18.6Z" fill={CREAM} />
      <ellipse cx="30" cy="18.4" rx="7.2" ry="2.5" fill={accent} />
      <path d="M25.6 18Q26.4 14.6 30 14.4Q33.6 14.6 34.4 18Z" fill={accent} />
    </g>
  );
}

function Hair(props: { rank: CourtRank }) {
  const color = HAIR[props.rank];
  if (props.rank === 'Q')
    return (
      <path d="M24 31Q22.6 18 30 17.8Q37.4 18 36 31Q33 28.6 30 29Q27 28.6 24 31Z" fill={color} />
    );
  return (
    <path
      d="M24.8 23Q25 18.2 30 18.2Q35 18.2 35.2 23Q33 20.6 30 20.8Q27 20.6 24.8 23Z"
      fill={color}
    />
  );
}

/** The upper half of a court figure; the lower half is the same turned about the middle. */
function Figure(props: { rank: CourtRank; face: Face; suit: Suit; ink: string }) {
  const { rank, face, suit, ink } = props;
  const { robe, trim } = ROBES[suit];
  const german = face === 'german';
  // German Ober holds the sign up by his head, the Unter low at his belt (R1.5 names).
  const sign = german
    ? rank === 'Q'
      ? { x: 41.6, y: 18.4, size: 8.4 }
      : rank === 'J'
        ? { x: 18.4, y: 41, size: 7.6 }
        : { x: 18.6, y: 17.6, size: 7.4 }
    : { x: 18.4, y: 17.4, size: 7.4 };
  // On a German card the Ober is a man, not a queen: short hair and a plumed hat.
  const look: CourtRank = german && rank === 'Q' ? 'J' : rank;
  return (
    <g>
      {/* Robe with sleeves, a collar, a chain and a row of buttons. */}
      <path
        d="M11 52V39.6Q12.6 33.6 20.6 32L25.4 30.8Q30 35.2 34.6 30.8L39.4 32Q47.4 33.6 49 39.6V52Z"
        fill={robe}
        stroke={LINE}
        stroke-width=".5"
      />
      {rank === 'K' && (
        <path
          d="M14.2 37.2Q20 31.4 25.4 30.8Q30 35.2 34.6 30.8Q40 31.4 45.8 37.2Q40 35.6 36.4 36.4Q30 39.8 23.6 36.4Q20 35.6 14.2 37.2Z"
          fill="#fbf8f0"
          stroke={LINE}
          stroke-width=".4"
        />
      )}
      {rank === 'K' && (
        <path
          d="M18 35.4h.01M22 34.2h.01M38 34.2h.01M42 35.4h.01M26.6 36.6h.01M33.4 36.6h.01"
          stroke={LINE}
          stroke-width="1.1"
          stroke-linecap="round"
        />
      )}
      <path
        d="M16.4 52Q16 42 20.6 37.4M43.6 52Q44 42 39.4 37.4"
        stroke={trim}
        stroke-width="1.1"
        fill="none"
      />
      <path
        d="M25.4 30.8L30 38.8L34.6 30.8Q30 35.2 25.4 30.8Z"
        fill={CREAM}
        stroke={LINE}
        stroke-width=".4"
      />
      <path d="M30 38.8V52" stroke={trim} stroke-width="1" />
      <circle cx="30" cy="41.6" r=".8" fill={GOLD} />
      <circle cx="30" cy="45" r=".8" fill={GOLD} />
      <path d="M21.8 33.2Q30 44 38.2 33.2" stroke={GOLD} stroke-width=".9" fill="none" />
      <Hair rank={look} />
      <rect x="28.1" y="27.6" width="3.8" height="3.8" fill={SKIN} />
      <ellipse cx="30" cy="23.2" rx="5.5" ry="6.1" fill={SKIN} stroke={LINE} stroke-width=".5" />
      <circle cx="28" cy="22.6" r=".6" fill={LINE} />
      <circle cx="32" cy="22.6" r=".6" fill={LINE} />
      <path d="M30.2 23.4Q29.2 25 30.6 25.2" stroke="#b98a6a" stroke-width=".45" fill="none" />
      {rank === 'K' ? (
        <path
          d="M24.8 24.2Q25 31.6 30 32.2Q35 31.6 35.2 24.2Q33.6 27.8 30 27.6Q26.4 27.8 24.8 24.2Z"
          fill={HAIR.K}
          stroke={LINE}
          stroke-width=".35"
        />
      ) : (
        <path d="M28.6 26.8Q30 27.6 31.4 26.8" stroke="#a0442c" stroke-width=".6" fill="none" />
      )}
      {german && rank === 'Q' && (
        <path d="M27.6 26Q30 25 32.4 26" stroke={HAIR.J} stroke-width=".9" fill="none" />
      )}
      <Headgear rank={rank} face={face} accent={rank === 'K' ? trim : robe} />
      {/* What each holds: a sceptre, a rose, a halberd; a hand to hold it. */}
      {rank === 'K' && <path d="M17 48L21.2 25.4" stroke={GOLD} stroke-width="1.3" />}
      {rank === 'K' && (
        <circle cx="21.4" cy="24.4" r="1.6" fill={GOLD} stroke={LINE} stroke-width=".4" />
      )}
      {rank === 'K' && (
        <circle cx="19.6" cy="37.6" r="1.7" fill={SKIN} stroke={LINE} stroke-width=".4" />
      )}
      {rank === 'Q' && !german && (
        <g>
          <path d="M38.6 42Q39.6 38 38.8 33.8" stroke="#2f6e43" stroke-width=".8" fill="none" />
          <circle cx="38.8" cy="32.8" r="1.8" fill="#c8102e" stroke={LINE} stroke-width=".35" />
          <circle cx="38.4" cy="39.4" r="1.6" fill={SKIN} stroke={LINE} stroke-width=".4" />
        </g>
      )}
      {rank === 'J' && !german && (
        <g stroke={LINE} stroke-width=".45">
          <path d="M43.4 50L41.4 20.6" stroke="#6b5535" stroke-width="1" />
          <path d="M41.5 22.6L44.8 21.2Q45.4 24 44.6 26.4L41.8 25.6Z" fill="#b9c0cc" />
          <path d="M41.2 19L41.5 22.6" stroke="#b9c0cc" stroke-width="1" />
          <circle cx="42.4" cy="36.6" r="1.7" fill={SKIN} />
        </g>
      )}
      <Pip face={face} suit={suit} ink={ink} x={sign.x} y={sign.y} size={sign.size} />
    </g>
  );
}

/** A court card's picture: frame, figure and its mirror image, split on a diagonal. */
export function CourtPicture(props: { rank: CourtRank; face: Face; suit: Suit; ink: string }) {
  return (
    <g>
      <rect x="11" y="11" width="38" height="62" rx="1.5" fill="#fbf3df" />
      {/* Each half is clipped to its side of the diagonal (the clip lives in Sprite.tsx). */}
      <g clip-path="url(#k-court)">
        <Figure {...props} />
      </g>
      <g transform="rotate(180 30 42)">
        <g clip-path="url(#k-court)">
          <Figure {...props} />
        </g>
      </g>
      <path d="M11 47.6L49 36.4" stroke={GOLD} stroke-width=".9" />
      <rect
        x="11"
        y="11"
        width="38"
        height="62"
        rx="1.5"
        fill="none"
        stroke={props.ink}
        stroke-width=".7"
      />
    </g>
  );
}
