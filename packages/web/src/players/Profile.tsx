// Placeholder for issue 13's Profile screen (being built): the route exists so links work.

export function Profile({ name }: { name: string }) {
  return (
    <main class="screen" data-screen="Profile">
      {name}
    </main>
  );
}
