// The game's name at the left of every screen's top bar: a red diamond (the sprite's French
// diamond sign, cards/Sprite.tsx) and "Kaschlan", which a narrow bar may hide (`wideOnly`).
// On the learn screens it is a link to the table (learn/LearnHeader.tsx draws the mark).

export const BrandMark = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true">
    <use href="#k-fD" fill="#c8102e" />
  </svg>
);

export function Brand(props: { wideOnly?: boolean }) {
  return (
    <h1 class="brand">
      <BrandMark />
      {props.wideOnly ? <span class="wide-only">Kaschlan</span> : 'Kaschlan'}
    </h1>
  );
}
