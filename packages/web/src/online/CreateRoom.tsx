// Creating a room: its name, the seats (2 to 5; each a person or a bot of a level), the rules
// (a preset of R7.4 and each option of R7), whether the lobby lists it, and the turn timer.
// The server says whether the table can be dealt (R2.1); its refusal is shown as it words it.

import { PRESET_NAMES, PRESETS, type PresetName, type Rules } from '@kaschlan/engine';
import { useState } from 'preact/hooks';
import { navigate } from '../state/route';
import { overridesOf } from '../state/settings';
import { createRoom } from './api';
import { LEVEL_NAMES, MAX_SEATS, MIN_SEATS, TURN_SECONDS } from './limits';
import { Segmented } from './Segmented';

type Kind = 'human' | (typeof LEVEL_NAMES)[number];

const PRESET_LABELS: Record<PresetName, string> = {
  illig: 'Illig (32 cards, classic)',
  'wikipedia-de': 'Wikipedia (coachman, pass-on)',
  pack52: '52 cards, coachman',
  pack24: '24 cards',
};

const KIND_LABELS: Record<Kind, string> = {
  human: 'Person',
  easy: 'Easy bot',
  normal: 'Normal bot',
  hard: 'Hard bot',
  expert: 'Expert bot',
};

const PLAYER_COUNTS = Array.from({ length: MAX_SEATS - MIN_SEATS + 1 }, (_, i) => MIN_SEATS + i);

interface Draft {
  readonly name: string;
  readonly players: number;
  readonly seats: readonly Kind[];
  readonly preset: PresetName;
  readonly rules: Rules;
  readonly listed: boolean;
  readonly turnSeconds: number;
}

const START: Draft = {
  name: '',
  players: 4,
  seats: ['human', 'human', 'normal', 'normal', 'normal'],
  preset: 'illig',
  rules: PRESETS.illig,
  listed: true,
  turnSeconds: 60,
};

export function CreateRoom() {
  const [draft, setDraft] = useState<Draft>(START);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setRule = <K extends keyof Rules>(k: K, v: Rules[K]) =>
    set({ rules: { ...draft.rules, [k]: v } });
  const setSeat = (i: number, kind: Kind) =>
    set({ seats: draft.seats.map((k, j) => (j === i ? kind : k)) });
  const seats = draft.seats.slice(0, draft.players);
  const people = seats.filter((k) => k === 'human').length;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (people === 0) {
      setError('At least one seat needs a person: bots do not deal by themselves.');
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await createRoom({
      preset: draft.preset,
      rules: overridesOf(draft.preset, draft.rules),
      seats: [...seats],
      public: draft.listed,
      turnSeconds: draft.turnSeconds,
      ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    });
    setBusy(false);
    if (answer.ok) navigate(`/room/${answer.value.id}`);
    else setError(`The room was not created: ${answer.message}`);
  };

  return (
    <form class="new-game create-room" onSubmit={submit} aria-label="Create a room">
      <fieldset>
        <legend>Table</legend>
        <label class="field">
          Room name
          <input
            type="text"
            data-field="room-name"
            maxLength={60}
            placeholder="Optional"
            value={draft.name}
            onInput={(e) => set({ name: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        <div class="field">
          Players
          <Segmented
            name="players"
            value={draft.players}
            options={PLAYER_COUNTS}
            label={(n) => String(n)}
            onChange={(players) => set({ players })}
          />
        </div>
        <ol class="seats">
          {seats.map((kind, i) => (
            <li key={i} class="seat-row online-seat-row">
              <span class="seat-no">{i + 1}</span>
              <select
                aria-label={`Seat ${i + 1}`}
                data-seat-kind={i}
                value={kind}
                onChange={(e) => setSeat(i, (e.currentTarget as HTMLSelectElement).value as Kind)}
              >
                {(['human', ...LEVEL_NAMES] as const).map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
        <p class="hint">
          {people === 1
            ? 'One person and bots: you, once you sit down.'
            : `${people} people: share the invite link once the room is made.`}
        </p>
        <label class="check">
          <input
            type="checkbox"
            data-field="public"
            checked={draft.listed}
            onChange={(e) => set({ listed: (e.currentTarget as HTMLInputElement).checked })}
          />
          List it in the lobby (otherwise only people with the link find it)
        </label>
        <div class="field">
          Turn timer
          <Segmented
            name="timer"
            value={draft.turnSeconds}
            options={TURN_SECONDS}
            label={(s) => (s === 0 ? 'Off' : `${s} s`)}
            onChange={(turnSeconds) => set({ turnSeconds })}
          />
        </div>
        <p class="hint">When a person's time runs out, a bot makes that one move for him.</p>
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
          <Segmented
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
          Coachman: after two cards of the rank the attacker may add one card of another rank (R7.1)
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
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <div class="form-buttons">
        <button type="submit" class="btn primary" data-action="create-room" disabled={busy}>
          {busy ? 'Creating…' : 'Create room'}
        </button>
      </div>
    </form>
  );
}
