// Placeholder for issue 13's QuickPlay screen (being built): the route exists so links work.

export function QuickPlay() {
  return (
    <main class="screen" data-screen="QuickPlay">
      {null}
    </main>
  );
}
