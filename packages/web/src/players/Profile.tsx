// A player's profile (/player/<name>, issue 13): his ratings per player count and overall,
// their history as a plot (with a table as its text alternative), his rated deals per player
// count (deals, times the Kaschlan, average place), and his recent rated deals, each with a
// link to its replay. Ratings are shown on the familiar scale (1,500 a newcomer).

import type { CountStats, PlayerProfile, RatingFigures, RecentDeal } from '@kaschlan/protocol';
import { lang, t } from '../i18n';
import { LEVEL_NAMES } from '../online/limits';
import { OnlineTop } from '../online/OnlineTop';
import { type Kind, kindName, problemText } from '../online/words';
import { profileOf, profilePath } from './api';
import { AppLink } from './Link';
import { useLoaded } from './loaded';
import { RatingPlot } from './RatingPlot';
import { TableScroll } from './TableScroll';
import { countName, shownNumber } from './words';
import '../styles/online.css';
import '../styles/players.css';

/** A deal's time, in the page's language. */
const when = (at: number): string =>
  new Date(at).toLocaleString(lang.value, { dateStyle: 'medium', timeStyle: 'short' });

export function Profile({ name }: { name: string }) {
  const loaded = useLoaded(() => profileOf(name), name);
  return (
    <>
      <OnlineTop title={t('players.profile.title')(name)} />
      <main class="online-page players-page" data-screen="Profile">
        {loaded.state === 'loading' && <p class="hint">{t('players.loading')}</p>}
        {loaded.state === 'error' && (
          <p class="form-error" role="alert" data-profile-error={loaded.refusal.code}>
            {loaded.refusal.code === 'NO_PLAYER'
              ? t('players.profile.none')
              : t('players.failed')(problemText(loaded.refusal))}
          </p>
        )}
        {loaded.state === 'ok' && <Shown profile={loaded.value} />}
      </main>
    </>
  );
}

function Shown({ profile }: { profile: PlayerProfile }) {
  return (
    <>
      <section class="panel" aria-labelledby="profile-ratings">
        <h1 class="profile-name" data-profile-name>
          {profile.name}{' '}
          <span class="player-badge">
            {profile.account ? t('players.profile.account') : t('players.profile.guest')}
          </span>
        </h1>
        <h2 id="profile-ratings">{t('players.profile.ratings')}</h2>
        {profile.ratings.length === 0 ? (
          <p class="hint">{t('players.profile.noRatings')}</p>
        ) : (
          <Ratings ratings={profile.ratings} />
        )}
      </section>
      {profile.history.length > 0 && <History profile={profile} />}
      {profile.stats.length > 0 && <Stats stats={profile.stats} />}
      <Recent recent={profile.recent} />
    </>
  );
}

function Ratings({ ratings }: { ratings: readonly RatingFigures[] }) {
  // Overall first, then by player count.
  const ordered = [...ratings].sort((a, b) => a.players - b.players);
  return (
    <TableScroll labelledBy="profile-ratings">
      <table class="players-table" data-profile-ratings>
        <thead>
          <tr>
            <th scope="col">{t('players.profile.players')}</th>
            <th scope="col">{t('players.rating')}</th>
            <th scope="col">{t('players.profile.conservative')}</th>
            <th scope="col">{t('players.dealsShort')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((r) => (
            <tr key={r.players} data-rating-count={r.players}>
              <th scope="row">{countName(r.players)}</th>
              <td class="num">
                <span data-shown>{shownNumber(r.shown)}</span>
                <span class="spread" title={t('players.profile.spread')}>
                  {' ± '}
                  {shownNumber(r.spread)}
                </span>
              </td>
              <td class="num">{shownNumber(r.shownConservative)}</td>
              <td class="num">{r.deals}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function History({ profile }: { profile: PlayerProfile }) {
  const newest = [...profile.history].reverse();
  return (
    <section class="panel" aria-labelledby="profile-history">
      <h2 id="profile-history">{t('players.profile.history')}</h2>
      <RatingPlot history={profile.history} />
      <details class="plot-table">
        <summary>{t('players.profile.asTable')}</summary>
        <TableScroll labelledBy="profile-history">
          <table class="players-table" data-history-table>
            <thead>
              <tr>
                <th scope="col">{t('players.profile.when')}</th>
                <th scope="col">{t('players.profile.players')}</th>
                <th scope="col">{t('players.profile.after')}</th>
                <th scope="col">{t('players.profile.overallAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {newest.map((h) => (
                <tr key={h.game}>
                  <td>{when(h.at)}</td>
                  <td class="num">{h.players}</td>
                  <td class="num">{shownNumber(h.shown)}</td>
                  <td class="num">{h.overall === null ? '' : shownNumber(h.overall)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </section>
  );
}

function Stats({ stats }: { stats: readonly CountStats[] }) {
  return (
    <section class="panel" aria-labelledby="profile-stats">
      <h2 id="profile-stats">{t('players.profile.stats')}</h2>
      <TableScroll labelledBy="profile-stats">
        <table class="players-table" data-profile-stats>
          <thead>
            <tr>
              <th scope="col">{t('players.profile.players')}</th>
              <th scope="col">{t('players.dealsShort')}</th>
              <th scope="col">{t('players.profile.kaschlan')}</th>
              <th scope="col">{t('players.profile.averagePlace')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.map((s) => (
              <tr key={s.players} data-stats-count={s.players}>
                <th scope="row">{countName(s.players)}</th>
                <td class="num">{s.deals}</td>
                <td class="num">{s.kaschlan}</td>
                <td class="num">
                  {s.averagePlace.toLocaleString(lang.value, { maximumFractionDigits: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function Recent({ recent }: { recent: readonly RecentDeal[] }) {
  return (
    <section class="panel" aria-labelledby="profile-recent">
      <h2 id="profile-recent">{t('players.profile.recent')}</h2>
      {recent.length === 0 ? (
        <p class="hint">{t('players.profile.noRecent')}</p>
      ) : (
        <ol class="recent-deals" data-recent-deals>
          {recent.map((d) => (
            <li key={d.game} class="recent-deal" data-recent-game={d.game}>
              <div class="recent-text">
                <time dateTime={new Date(d.finishedAt).toISOString()}>{when(d.finishedAt)}</time>
                <span>
                  {t('players.profile.place')}: {t('players.profile.placeOf')(d.place, d.players)}
                  {d.kaschlan && (
                    <>
                      {' · '}
                      <strong>{t('players.profile.kaschlanMark')}</strong>
                    </>
                  )}
                </span>
                <span class="recent-others">
                  {t('players.profile.with')}:{' '}
                  {d.others.map((o, i) => (
                    <span key={i}>
                      {i > 0 && ', '}
                      {'name' in o ? (
                        o.known ? (
                          <AppLink href={profilePath(o.name)}>{o.name}</AppLink>
                        ) : (
                          o.name
                        )
                      ) : (
                        kindName(botKind(o.bot))
                      )}
                    </span>
                  ))}
                </span>
              </div>
              <AppLink
                href={`/replay/${encodeURIComponent(d.game)}`}
                class="btn small"
                label={t('players.profile.replayOf')(when(d.finishedAt))}
              >
                {t('players.profile.replay')}
              </AppLink>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A bot's level as the catalogs name it (an unknown one as the weakest: never sent). */
const botKind = (level: string): Kind =>
  (LEVEL_NAMES as readonly string[]).includes(level) ? (level as Kind) : 'easy';
