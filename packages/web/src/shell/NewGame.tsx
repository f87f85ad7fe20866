// The new-game form: the language and the cards' face first (on a phone the rest is a long
// scroll), players, who sits where (a person at this device, or a bot level), the rules (a
// preset of R7.4 and each option of R7) and the look. The engine says whether a table can be dealt; its refusal is shown as it words it
// (an English sentence citing the rule book).

import { KASCHLAN } from '@kaschlan/engine';
import { LEVEL_NAMES as LEVELS } from '@kaschlan/table';
import { useState } from 'preact/hooks';
import { CardFace } from '../cards/Card';
import { t } from '../i18n';
import {
  humansOf,
  MAX_SEATS,
  PACES,
  type Pace,
  type SeatKind,
  type Settings,
  settings,
  THEMES,
  type Theme,
} from '../state/settings';
import { game, startMatch, updateLook } from '../state/store';
import { LanguageSelect } from '../widgets/LanguageSelect';
import { Modal } from '../widgets/Modal';
import { RuleFields } from '../widgets/RuleFields';
import { Segmented } from '../widgets/Segmented';
import { dialog } from './overlays';

/** The first seat's default name, kept in English in the settings (state/settings.ts). */
const YOU = 'You';

export function NewGame() {
  const [draft, setDraft] = useState<Settings>(settings.value);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Settings>) => setDraft({ ...draft, ...patch });
  const setSeat = (i: number, kind: SeatKind) =>
    set({ seats: draft.seats.map((k, j) => (j === i ? kind : k)) });
  const setName = (i: number, name: string) =>
    set({ names: draft.names.map((n, j) => (j === i ? name : n)) });
  const humans = humansOf(draft.seats.slice(0, draft.players)).length;
  const close = () => (dialog.value = null);
  // The first seat's default name is shown in the page's language, and kept as it was.
  const you = t('table.you');
  const shownName = (i: number): string =>
    i === 0 && draft.names[0] === YOU ? you : (draft.names[i] ?? '');
  const start = (e: Event) => {
    e.preventDefault();
    const clean = {
      ...draft,
      names: draft.names.map((n, i) => {
        const name = n.trim() || settings.value.names[i] || t('table.seat')(i + 1);
        return i === 0 && name === you ? YOU : name;
      }),
    };
    const problem = startMatch(clean);
    if (problem) setError(problem);
    else close();
  };
  const sample = { face: draft.face, fourColour: draft.fourColour };
  return (
    <Modal title={t('table.new.title')} onClose={game.value ? close : undefined} wide>
      <form class="new-game" onSubmit={start}>
        <fieldset class="look-first">
          <legend>{t('table.welcome.look')}</legend>
          <LanguageSelect class="field" mark="data-field" />
          <div class="face-pick">
            <Segmented
              name="face"
              legend={t('table.new.face')}
              value={draft.face}
              options={['french', 'german'] as const}
              label={(f) => t(f === 'french' ? 'table.new.french' : 'table.new.german')}
              onChange={(face) => set({ face })}
            />
            <div class="face-sample" aria-hidden="true">
              {[KASCHLAN, 'KC', 'AH', '10S'].map((c) => (
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
            {t('table.new.fourColour')}
          </label>
        </fieldset>
        <fieldset class="players">
          <legend>{t('table.new.players')}</legend>
          <Segmented
            name="players"
            legend={t('table.new.players')}
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
                  <span class="seat-kind">{you}</span>
                ) : (
                  <select
                    aria-label={t('table.new.seat')(i + 1)}
                    data-seat-kind={i}
                    value={draft.seats[i]}
                    onChange={(e) =>
                      setSeat(i, (e.currentTarget as HTMLSelectElement).value as SeatKind)
                    }
                  >
                    <option value="human">{t('table.new.person')}</option>
                    {LEVELS.map((l) => (
                      <option key={l} value={l} title={t('table.level.hint')(l)}>
                        {t('table.new.bot')(l)}
                      </option>
                    ))}
                  </select>
                )}
                <input
                  type="text"
                  aria-label={t('table.new.seatName')(i + 1)}
                  data-seat-name={i}
                  maxLength={16}
                  value={shownName(i)}
                  onInput={(e) => setName(i, (e.currentTarget as HTMLInputElement).value)}
                />
              </li>
            ))}
          </ol>
          <p class="hint">
            {humans > 1
              ? t('table.new.hotSeat')
              : t('table.new.bots')(LEVELS.map((l) => t('table.level.hint')(l)).join(', '))}
          </p>
        </fieldset>
        <RuleFields preset={draft.preset} rules={draft.rules} onChange={set} />
        <fieldset>
          <legend>{t('table.new.look')}</legend>
          <div class="field">
            {t('table.new.theme')}
            <Segmented<Theme>
              name="theme"
              legend={t('table.new.theme')}
              value={draft.theme}
              options={THEMES}
              label={(theme) => t('table.new.themeName')(theme)}
              onChange={(theme) => set({ theme })}
            />
          </div>
          <div class="field">
            {t('table.new.pace')}
            <Segmented<Pace>
              name="pace"
              legend={t('table.new.pace')}
              value={draft.pace}
              options={PACES}
              label={(pace) => t('table.new.paceName')(pace)}
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
              {t('table.new.applyLook')}
            </button>
          )}
          <button type="submit" class="btn primary" data-action="deal">
            {t('table.new.deal')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
