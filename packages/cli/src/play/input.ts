// Reading what the human types: a number from the list of legal actions, or notation
// (`8D 8S`, `beat 8D KD`, `self 8C AC`, `coach KC`, `take`, `pass`/`end`). This only reads
// the words; whether the action is legal is the engine's to say (apply). Pure.

import type { Action, Seat } from '@kaschlan/engine';

export type Input =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'quit' }
  | { readonly kind: 'help' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string };

export const INPUT_HELP = `Type the number of an action, or the action itself:
  8D 8S          lead (or add) cards of one rank      take        take the cards
  beat 8D KD     beat 8D with KD                      pass, end   stop leading / end the bout
  self 8C AC     self-attack: lead 8C, beat it with AC
  coach KC       add KC as the coachman (variant R7.1)
Cards are rank then suit letter: 7 8 9 10 J Q K A and C S H D (= ♣ ♠ ♥ ♦;
German: Eichel Grün Herz Schellen). q or quit (or Ctrl-D) leaves the game.
`;

const SYMBOLS: Record<string, string> = { '♣': 'C', '♠': 'S', '♥': 'H', '♦': 'D' };

/** A typed card in the notation's form (R1.6): `10d` → `10D`, `t♦` → `10D`. */
export function normalCard(word: string): string {
  let w = word.toUpperCase();
  const last = [...w].at(-1) ?? '';
  if (SYMBOLS[last] !== undefined) w = w.slice(0, w.length - last.length) + SYMBOLS[last];
  if (w.startsWith('T') && w.length === 2) w = `10${w.slice(1)}`;
  return w;
}

/** Does a word look meant as a card (rank first)? Then the engine explains any mistake. */
const cardLike = (word: string): boolean => /^(10|[2-9TJQKA])\S{1,2}$/i.test(word);

const PASS_WORDS = new Set(['pass', 'end', 'stop', 'p']);
const QUIT_WORDS = new Set(['q', 'quit', 'exit']);

/** Read one line typed at seat `seat`'s turn, `legal` being its legal actions. */
export function parseInput(text: string, legal: readonly Action[], seat: Seat): Input {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const [first, ...rest] = words;
  if (first === undefined) return { kind: 'empty' };
  const head = first.toLowerCase();
  if (QUIT_WORDS.has(head) && rest.length === 0) return { kind: 'quit' };
  if (head === '?' || head === 'help' || head === 'h') return { kind: 'help' };
  if (/^\d+$/.test(first) && rest.length === 0) {
    const n = Number(first);
    const action = legal[n - 1];
    if (n < 1 || action === undefined)
      return {
        kind: 'error',
        message:
          legal.length === 1
            ? 'there is only action 1 to choose'
            : `choose a number from 1 to ${legal.length}`,
      };
    return { kind: 'action', action };
  }
  const cards = rest.filter((w) => w.toLowerCase() !== 'with').map(normalCard);
  const need = (n: number, example: string): Input | null =>
    cards.length === n
      ? null
      : {
          kind: 'error',
          message: `"${head}" takes ${n === 1 ? 'one card' : `${n} cards`}: ${example}`,
        };
  switch (head) {
    case 'take':
      return rest.length === 0
        ? { kind: 'action', action: { type: 'take', seat } }
        : { kind: 'error', message: '"take" takes no cards: it picks up every unbeaten card' };
    case 'beat':
      return (
        need(2, 'beat 8D KD (the card on the table, then yours)') ?? {
          kind: 'action',
          action: { type: 'beat', seat, attack: cards[0]!, with: cards[1]! },
        }
      );
    case 'self':
    case 'selfattack':
    case 'self-attack':
      return (
        need(2, 'self 8C AC (the card you lead, then the one that beats it)') ?? {
          kind: 'action',
          action: { type: 'selfAttack', seat, card: cards[0]!, with: cards[1]! },
        }
      );
    case 'coach':
    case 'coachman':
      return (
        need(1, 'coach KC') ?? {
          kind: 'action',
          action: { type: 'coachman', seat, card: cards[0]! },
        }
      );
    case 'lead':
    case 'add':
      return cards.length === 0
        ? { kind: 'error', message: 'name the cards to lead, e.g. lead 8D 8S' }
        : { kind: 'action', action: { type: 'lead', seat, cards } };
  }
  if (PASS_WORDS.has(head))
    return rest.length === 0
      ? { kind: 'action', action: { type: 'pass', seat } }
      : { kind: 'error', message: `"${head}" takes no cards` };
  if (words.every(cardLike))
    return { kind: 'action', action: { type: 'lead', seat, cards: words.map(normalCard) } };
  return {
    kind: 'error',
    message: `"${text.trim()}" is not an action: type a number from the list, or e.g. 8D 8S, beat 8D KD, take (? for help)`,
  };
}
