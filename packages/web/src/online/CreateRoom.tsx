// Creating a room: its name, the seats (2 to 5; each a person or a bot of a level), the rules
// (a preset of R7.4 and each option of R7), whether the lobby lists it, whether its deals are
// rated (issue 13: a listed room is unless chosen casual; issue 24: a private room is always
// casual, as the server makes it, `asCreated`: the choice is offered for listed rooms only),
// and the turn timer.
// Whether the table can be dealt (R2.1) is checked here first and by the server again; a
// refusal is worded by its code (words.ts).

import { PRESETS, type PresetName, playerCountProblem, type Rules } from '@kaschlan/engine';
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { navigate } from '../state/route';
import { overridesOf } from '../state/settings';
import { RuleFields } from '../widgets/RuleFields';
import { Segmented } from '../widgets/Segmented';
import { createRoom } from './api';
import { LEVEL_NAMES, MAX_SEATS, MIN_SEATS, TURN_SECONDS } from './limits';
import { type Kind, kindName, problemText } from './words';

/** A room without a name gets "Table K7Q2" in its maker's language. */
function defaultName(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  const code = [...bytes].map((b) => letters[b % letters.length]).join('');
  return t('online.create.defaultName')(code);
}

const PLAYER_COUNTS = Array.from({ length: MAX_SEATS - MIN_SEATS + 1 }, (_, i) => MIN_SEATS + i);

interface Draft {
  readonly name: string;
  readonly players: number;
  readonly seats: readonly Kind[];
  readonly preset: PresetName;
  readonly rules: Rules;
  readonly listed: boolean;
  /** A listed room rated or casual as chosen; null: rated. A private room is casual. */
  readonly rated: boolean | null;
  readonly turnSeconds: number;
}

const START: Draft = {
  name: '',
  players: 4,
  seats: ['human', 'human', 'normal', 'normal', 'normal'],
  preset: 'illig',
  rules: PRESETS.illig,
  listed: true,
  rated: null,
  turnSeconds: 60,
};

export function CreateRoom() {
  const [draft, setDraft] = useState<Draft>(START);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setSeat = (i: number, kind: Kind) =>
    set({ seats: draft.seats.map((k, j) => (j === i ? kind : k)) });
  const seats = draft.seats.slice(0, draft.players);
  const people = seats.filter((k) => k === 'human').length;
  // As the protocol's isRated and asCreated (not imported: they would bring zod into the page).
  const rated = draft.listed && (draft.rated ?? true);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (people === 0) {
      setError(t('online.create.needPerson'));
      return;
    }
    const tooMany = playerCountProblem(draft.players, draft.rules.pack);
    if (tooMany) {
      setError(problemText({ code: 'INVALID_PLAYERS', message: tooMany }));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await createRoom({
      preset: draft.preset,
      rules: overridesOf(draft.preset, draft.rules),
      seats: [...seats],
      public: draft.listed,
      rated,
      turnSeconds: draft.turnSeconds,
      name: draft.name.trim() || defaultName(),
    });
    setBusy(false);
    if (answer.ok) navigate(`/room/${answer.value.id}`);
    else setError(t('online.create.failed')(problemText(answer)));
  };

  return (
    <form class="new-game create-room" onSubmit={submit} aria-label={t('online.create.title')}>
      <fieldset>
        <legend>{t('online.create.table')}</legend>
        <label class="field">
          {t('online.create.name')}
          <input
            type="text"
            data-field="room-name"
            maxLength={60}
            placeholder={t('online.create.optional')}
            value={draft.name}
            onInput={(e) => set({ name: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        <div class="field">
          {t('online.create.players')}
          <Segmented
            name="players"
            legend={t('online.create.players')}
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
                aria-label={t('online.seat')(i + 1)}
                data-seat-kind={i}
                value={kind}
                onChange={(e) => setSeat(i, (e.currentTarget as HTMLSelectElement).value as Kind)}
              >
                {(['human', ...LEVEL_NAMES] as const).map((k) => (
                  <option key={k} value={k}>
                    {kindName(k)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
        <p class="hint">
          {people === 1 ? t('online.create.onePerson') : t('online.create.people')(people)}
        </p>
        <label class="check">
          <input
            type="checkbox"
            data-field="public"
            checked={draft.listed}
            onChange={(e) => set({ listed: (e.currentTarget as HTMLInputElement).checked })}
          />
          {t('online.create.listed')}
        </label>
        {draft.listed && (
          <div class="field">
            {t('players.create.rating')}
            <Segmented
              name="rated"
              legend={t('players.create.rating')}
              value={rated ? 'rated' : 'casual'}
              options={['rated', 'casual'] as const}
              label={(r) => t(`players.create.${r}`)}
              onChange={(r) => set({ rated: r === 'rated' })}
            />
          </div>
        )}
        <p class="hint" data-rating-note>
          {t(draft.listed ? 'players.create.ratingNote' : 'players.create.privateCasual')}
        </p>
        <div class="field">
          {t('online.create.timer')}
          <Segmented
            name="timer"
            legend={t('online.create.timer')}
            value={draft.turnSeconds}
            options={TURN_SECONDS}
            label={(s) => (s === 0 ? t('online.create.timerOff') : t('online.create.seconds')(s))}
            onChange={(turnSeconds) => set({ turnSeconds })}
          />
        </div>
        <p class="hint">{t('online.create.timerNote')}</p>
      </fieldset>
      <RuleFields preset={draft.preset} rules={draft.rules} onChange={set} />
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      <div class="form-buttons">
        <button type="submit" class="btn primary" data-action="create-room" disabled={busy}>
          {busy ? t('online.create.creating') : t('online.create.submit')}
        </button>
      </div>
    </form>
  );
}
