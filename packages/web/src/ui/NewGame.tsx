// The new-game form: players, who sits where (a person at this device, or a bot level),
// the rules (a preset of R7.4 and each option of R7), the cards' face and the look. The
// engine says whether a table can be dealt; its refusal is shown as it words it.

import { PRESET_NAMES, PRESETS, type PresetName, type Rules } from '@kaschlan/engine';
import { useState } from 'preact/hooks';
import { CardFace } from '../cards/Card';
import { LEVEL_HINTS, LEVELS } from '../state/levels';
import { humansOf } from '../state/match';
import {
  MAX_SEATS,
  PACES,
  type Pace,
  type SeatKind,
  type Settings,
  THEMES,
  type Theme,
} from '../state/settings';
import { game, settings, startMatch, updateLook } from '../state/store';
import { Modal } from './Modal';
import { dialog } from './overlays';

const PRESET_LABELS: Record<PresetName, string> = {
  illig: 'Illig (32 cards, classic)',
  'wikipedia-de': 'Wikipedia (coachman, pass-on)',
  pack52: '52 cards, coachman',
  pack24: '24 cards',
};

const PACE_LABELS: Record<Pace, string> = {
  relaxed: 'Relaxed',
  brisk: 'Brisk',
  instant: 'Instant',
};

function Choice<T extends string | number>(props: {
  name: string;
  value: T;
  options: readonly T[];
  label: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <div class="segmented" role="radiogroup" aria-label={props.name}>
      {props.options.map((o) => (
        <label key={String(o)} class={o === props.value ? 'on' : ''}>
          <input
            type="radio"
            name={props.name}
            checked={o === props.value}
            onChange={() => props.onChange(o)}
          />
          {props.label(o)}
        </label>
      ))}
    </div>
  );
}

export function NewGame() {
  const [draft, setDraft] = useState<Settings>(settings.value);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Settings>) => setDraft({ ...draft, ...patch });
  const setRule = <K extends keyof Rules>(k: K, v: Rules[K]) =>
    set({ rules: { ...draft.rules, [k]: v } });
  const setSeat = (i: number, kind: SeatKind) =>
    set({ seats: draft.seats.map((k, j) => (j === i ? kind : k)) });
  const setName = (i: number, name: string) =>
    set({ names: draft.names.map((n, j) => (j === i ? name : n)) });
  const humans = humansOf(draft.seats.slice(0, draft.players)).length;
  const close = () => (dialog.value = null);
  const start = (e: Event) => {
    e.preventDefault();
    const clean = {
      ...draft,
      names: draft.names.map((n, i) => n.trim() || settings.value.names[i] || `Seat ${i + 1}`),
    };
    const problem = startMatch(clean);
    if (problem) setError(problem);
    else close();
  };
  const sample = { face: draft.face, fourColour: draft.fourColour };
  return (
    <Modal title="New game" onClose={game.value ? close : undefined} wide>
      <form class="new-game" onSubmit={start}>
        <fieldset>
          <legend>Players</legend>
          <Choice
            name="players"
            value={draft.players}
            options={[2, 3, 4, 5]}
            label={(n) => String(n)}
            onChange={(players) => set({ players })}
          />
          <ol class="seats">
            {Array.from({ length: Math.min(draft.players, MAX_SEATS) }, (_, i) => (
              <li key={i} class="seat-row">
                <span class="seat-no">{i + 1}</span>
                {i === 0 ? (
                  <span class="seat-kind">You</span>
                ) : (
                  <select
                    aria-label={`Seat ${i + 1}`}
                    data-seat-kind={i}
                    value={draft.seats[i]}
                    onChange={(e) =>
                      setSeat(i, (e.currentTarget as HTMLSelectElement).value as SeatKind)
                    }
                  >
                    <option value="human">Person (hot seat)</option>
                    {LEVELS.map((l) => (
                      <option key={l} value={l} title={LEVEL_HINTS[l]}>
                        {l[0]!.toUpperCase() + l.slice(1)} bot
                      </option>
                    ))}
                  </select>
                )}
                <input
                  type="text"
                  aria-label={`Name of seat ${i + 1}`}
                  data-seat-name={i}
                  maxLength={16}
                  value={draft.names[i]}
                  onInput={(e) => setName(i, (e.currentTarget as HTMLInputElement).value)}
                />
              </li>
            ))}
          </ol>
          <p class="hint">
            {humans > 1
              ? 'Hot seat: pass the device around. A cover screen hides each hand between people.'
              : `Seats run clockwise from you. Bots: ${LEVELS.map((l) => `${l} ${LEVEL_HINTS[l]}`).join(', ')}. Pick “Person” to share this device (hot seat).`}
          </p>
        </fieldset>
        <fieldset>
          <legend>Rules</legend>
          <label class="field">
            Preset
            <select
              data-field="preset"
              value={draft.preset}
              onChange={(e) => {
                const preset = (e.currentTarget as HTMLSelectElement).value as PresetName;
                set({ preset, rules: PRESETS[preset] });
              }}
            >
              {PRESET_NAMES.map((p) => (
                <option key={p} value={p}>
                  {PRESET_LABELS[p]}
                </option>
              ))}
            </select>
          </label>
          <div class="field">
            Pack
            <Choice
              name="pack"
              value={draft.rules.pack}
              options={[32, 52, 24] as const}
              label={(n) => `${n} cards`}
              onChange={(pack) => setRule('pack', pack)}
            />
          </div>
          <label class="check">
            <input
              type="checkbox"
              checked={draft.rules.coachman}
              onChange={(e) => setRule('coachman', (e.currentTarget as HTMLInputElement).checked)}
            />
            Coachman: after two cards of the rank the attacker may add one card of another rank
            (R7.1)
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={draft.rules.afterTake === 'pass-on'}
              onChange={(e) =>
                setRule(
                  'afterTake',
                  (e.currentTarget as HTMLInputElement).checked ? 'pass-on' : 'same-attacker',
                )
              }
            />
            Pass-on: after a take the attack moves on to the next player (R7.2)
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={draft.rules.mustBeat}
              onChange={(e) => setRule('mustBeat', (e.currentTarget as HTMLInputElement).checked)}
            />
            Must beat: the defender may take only when he cannot beat (R4.3, R7.5)
          </label>
        </fieldset>
        <fieldset>
          <legend>Look</legend>
          <div class="face-pick">
            <Choice
              name="face"
              value={draft.face}
              options={['french', 'german'] as const}
              label={(f) => (f === 'french' ? 'French ♣♠♥♦' : 'German (Skat)')}
              onChange={(face) => set({ face })}
            />
            <div class="face-sample" aria-hidden="true">
              {['QD', 'KC', 'AH', '10S'].map((c) => (
                <div key={c} class="card face">
                  <CardFace card={c} style={sample} />
                </div>
              ))}
            </div>
          </div>
          <label class="check">
            <input
              type="checkbox"
              disabled={draft.face === 'german'}
              checked={draft.fourColour}
              onChange={(e) => set({ fourColour: (e.currentTarget as HTMLInputElement).checked })}
            />
            Four colours (clubs green, diamonds blue)
          </label>
          <div class="field">
            Theme
            <Choice<Theme>
              name="theme"
              value={draft.theme}
              options={THEMES}
              label={(t) => t[0]!.toUpperCase() + t.slice(1)}
              onChange={(theme) => set({ theme })}
            />
          </div>
          <div class="field">
            Bots move
            <Choice<Pace>
              name="pace"
              value={draft.pace}
              options={PACES}
              label={(p) => PACE_LABELS[p]}
              onChange={(pace) => set({ pace })}
            />
          </div>
        </fieldset>
        {error && (
          <p class="form-error" role="alert">
            {error}
          </p>
        )}
        <div class="form-buttons">
          {game.value && (
            <button
              type="button"
              class="btn"
              onClick={() => {
                updateLook({
                  ...settings.value,
                  face: draft.face,
                  fourColour: draft.fourColour,
                  theme: draft.theme,
                  pace: draft.pace,
                });
                close();
              }}
            >
              Apply look only
            </button>
          )}
          <button type="submit" class="btn primary" data-action="deal">
            Deal
          </button>
        </div>
      </form>
    </Modal>
  );
}
