// The room's chat: the last lines (players by name, spectators as such), a line to type (at
// most CHAT_MAX characters), and the server's refusal when one comes (too fast, too long).

import { useEffect, useRef, useState } from 'preact/hooks';
import { CHAT_MAX } from './limits';
import { roomState, send } from './room-store';

const time = (at: number): string =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function Chat() {
  const s = roomState.value;
  const lines = s?.chat ?? [];
  const problem = s?.problem?.area === 'chat' ? s.problem : null;
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const last = lines.at(-1)?.n ?? 0;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  const submit = (e: Event) => {
    e.preventDefault();
    if (send({ type: 'chat', text })) setText('');
  };
  return (
    <section class="chat" aria-label="Chat">
      <h2>Chat</h2>
      <ol class="chat-lines" ref={list} aria-live="polite">
        {lines.length === 0 && <li class="chat-empty">Nothing said yet.</li>}
        {lines.map((line) => (
          <li key={line.n} data-chat-line={line.n} title={time(line.at)}>
            <b class={line.seat === null ? 'chat-who watcher' : 'chat-who'}>
              {line.seat === s?.you && line.seat !== null ? 'You' : line.name}
            </b>{' '}
            <span class="chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      {problem && (
        <p class="chat-error" role="alert" data-chat-error={problem.code}>
          {problem.message}
        </p>
      )}
      <form class="chat-form" onSubmit={submit}>
        <input
          type="text"
          data-field="chat"
          aria-label="Chat message"
          placeholder="Say something…"
          maxLength={CHAT_MAX}
          value={text}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit" class="btn small" data-action="chat" disabled={text.trim() === ''}>
          Send
        </button>
      </form>
    </section>
  );
}
