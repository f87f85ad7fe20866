// Help: how to play in a few lines, and every mouse, touch and keyboard control.

import { t } from '../i18n';
import type { Key } from '../i18n/en';
import { Modal } from '../widgets/Modal';
import { dialog } from './overlays';

type Text = Extract<Key, `table.help.${string}`>;

/** Each key (its name: the same everywhere, or a catalog's word) and what it does. */
const KEYS: readonly [string | Text, Text][] = [
  ['← →', 'table.help.arrows'],
  ['table.help.keyHomeEnd', 'table.help.homeEnd'],
  ['↑ ↓', 'table.help.upDown'],
  ['table.help.keySpace', 'table.help.space'],
  ['table.help.keyEnter', 'table.help.enter'],
  ['P', 'table.help.p'],
  ['T', 'table.help.t'],
  ['I', 'table.help.i'],
  ['table.help.keyEsc', 'table.help.esc'],
  ['N', 'table.help.n'],
  ['L', 'table.help.l'],
  ['? H', 'table.help.h'],
];

const text = (key: Text): string => t(key) as string;
const keyName = (k: string): string => (k.startsWith('table.') ? text(k as Text) : k);

/** A paragraph whose words between asterisks are bold. */
function Emphasis(props: { text: string }) {
  return (
    <>
      {props.text
        .split(/\*([^*]+)\*/)
        .map((part, i) => (i % 2 === 0 ? part : <b key={part}>{part}</b>))}
    </>
  );
}

export function Help() {
  const close = () => (dialog.value = null);
  return (
    <Modal title={text('table.help.title')} onClose={close} class="help">
      <p>
        <Emphasis text={text('table.help.intro')} />
      </p>
      <h3>{text('table.help.mouse')}</h3>
      <ul>
        <li>{text('table.help.mouse1')}</li>
        <li>{text('table.help.mouse2')}</li>
        <li>{text('table.help.mouse3')}</li>
        <li>{text('table.help.mouse4')}</li>
      </ul>
      <h3>{text('table.help.keyboard')}</h3>
      <table class="keys">
        <tbody>
          {KEYS.map(([k, what]) => (
            <tr key={k}>
              <th>
                <kbd>{keyName(k)}</kbd>
              </th>
              <td>{text(what)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="form-buttons">
        <button type="button" class="btn primary" onClick={close} data-autofocus>
          {text('table.help.back')}
        </button>
      </div>
    </Modal>
  );
}
