// Placeholder for issue 13's Leaderboard screen (being built): the route exists so links work.

export function Leaderboard() {
  return (
    <main class="screen" data-screen="Leaderboard">
      {null}
    </main>
  );
}
