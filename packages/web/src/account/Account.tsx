// Placeholder for issue 13's Account screen (being built): the route exists so links work.

export function Account() {
  return (
    <main class="screen" data-screen="Account">
      {null}
    </main>
  );
}
