// Placeholder: filled in by the screen's owner.

export function Room(_props: Record<string, unknown>) {
  return (
    <main class="screen">
      <p>Coming soon.</p>
    </main>
  );
}
