// Placeholder: filled in by the screen's owner.

export function Lobby(_props: Record<string, unknown>) {
  return (
    <main class="screen">
      <p>Coming soon.</p>
    </main>
  );
}
