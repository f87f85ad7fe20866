// Help: how to play in a few lines, and every mouse, touch and keyboard control.

import { Modal } from './Modal';
import { dialog } from './overlays';

const KEYS: [string, string][] = [
  ['← →', 'move along your hand, or along the attack cards'],
  ['Home End', 'to the first or the last card of the row'],
  ['↑ ↓', 'up to the attack cards, back down to a card of your hand you can play'],
  ['Space', 'pick the card under the cursor (or aim at an attack card)'],
  [
    'Enter',
    'play: the picked cards, the card under the cursor, or beat the attack card under the cursor',
  ],
  ['P', 'pass, stop leading, or end the bout'],
  ['T', 'take the cards'],
  ['I', 'a hint: what the expert bot would play, and why (counted on the end screen)'],
  ['Esc', 'clear what you picked; close a dialog'],
  ['N', 'new game'],
  ['L', 'show or hide the log'],
  ['? H', 'this help'],
];

export function Help() {
  const close = () => (dialog.value = null);
  return (
    <Modal title="How to play" onClose={close} class="help">
      <p>
        The attacker leads one or more cards of one rank; the others may reinforce with the same
        rank. The defender beats each card with a higher card of its suit or a trump, or takes the
        cards he cannot beat. Everyone refills to five from the talon. Whoever is left holding cards
        at the end is the <b>Kaschlan</b>, named after the Queen of Diamonds, which nothing beats.
      </p>
      <h3>Mouse and touch</h3>
      <ul>
        <li>
          Click or tap cards in your hand to pick them, then press the button under the table.
        </li>
        <li>To beat: pick a card, then tap the attack card it beats; or drag your card onto it.</li>
        <li>Double-click a card to play it at once when it can only do one thing.</li>
        <li>Glowing cards show what beats what: pick or point at a card to see its partners.</li>
      </ul>
      <h3>Keyboard</h3>
      <table class="keys">
        <tbody>
          {KEYS.map(([k, what]) => (
            <tr key={k}>
              <th>
                <kbd>{k}</kbd>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="form-buttons">
        <button type="button" class="btn primary" onClick={close} data-autofocus>
          Back to the table
        </button>
      </div>
    </Modal>
  );
}
