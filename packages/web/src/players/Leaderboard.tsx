// The leaderboard (/leaderboard, issue 13): the players with the most certain high ratings,
// ordered by the conservative rating μ − 3σ (a player is very likely at least that strong),
// once they have the server's minimum of rated deals; overall or per player count. Each name
// links to the profile.

import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { OnlineTop } from '../online/OnlineTop';
import { problemText } from '../online/words';
import { Segmented } from '../widgets/Segmented';
import { leaderboardOf, profilePath } from './api';
import { AppLink } from './Link';
import { useLoaded } from './loaded';
import { TableScroll } from './TableScroll';
import { BOARD_COUNTS, type BoardCount, countName, shownNumber } from './words';
import '../styles/online.css';
import '../styles/players.css';

export function Leaderboard() {
  const [players, setPlayers] = useState<BoardCount>(0);
  const loaded = useLoaded(() => leaderboardOf(players), String(players));
  return (
    <>
      <OnlineTop title={t('players.board.title')} />
      <main class="online-page players-page" data-screen="Leaderboard">
        <section class="panel" aria-labelledby="board-title">
          <h1 id="board-title">{t('players.board.title')}</h1>
          <div class="field">
            {t('players.board.which')}
            <Segmented
              name="board-players"
              legend={t('players.board.which')}
              value={players}
              options={BOARD_COUNTS}
              label={countName}
              onChange={setPlayers}
            />
          </div>
          {loaded.state === 'loading' && <p class="hint">{t('players.loading')}</p>}
          {loaded.state === 'error' && (
            <p class="form-error" role="alert">
              {t('players.failed')(problemText(loaded.refusal))}
            </p>
          )}
          {loaded.state === 'ok' && loaded.value.rows.length === 0 && (
            <p class="hint" data-board-empty>
              {t('players.board.empty')}
            </p>
          )}
          {loaded.state === 'ok' && loaded.value.rows.length > 0 && (
            <TableScroll labelledBy="board-title">
              <table class="players-table" data-board={loaded.value.players}>
                <caption class="sr-only">{countName(loaded.value.players)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('players.board.rank')}</th>
                    <th scope="col">{t('players.board.name')}</th>
                    <th scope="col">{t('players.board.rating')}</th>
                    <th scope="col" class="wide-only">
                      {t('players.board.mean')}
                    </th>
                    <th scope="col">{t('players.deals')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.value.rows.map((r) => (
                    <tr key={r.name} data-board-row={r.rank}>
                      <td class="num">{r.rank}</td>
                      <th scope="row" class="name">
                        <AppLink href={profilePath(r.name)}>{r.name}</AppLink>
                      </th>
                      <td class="num" data-board-rating>
                        {shownNumber(r.shownConservative)}
                      </td>
                      <td class="num wide-only">{shownNumber(r.shown)}</td>
                      <td class="num">{r.deals}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {loaded.state === 'ok' && (
            <p class="hint">{t('players.board.note')(loaded.value.minDeals)}</p>
          )}
        </section>
      </main>
    </>
  );
}
