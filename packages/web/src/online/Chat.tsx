// The room's chat: the last lines (players by name, spectators as such), a line to type (at
// most CHAT_MAX characters), and the server's refusal when one comes (too fast, too long).
// The lines are a log (role="log"): a screen reader reads each new one as it comes.

import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from '../i18n';
import { CHAT_MAX } from './limits';
import { roomState, send } from './room-store';
import { problemText } from './words';

const time = (at: number): string =>
  new Date(at).toLocaleTimeString(lang.value, { hour: '2-digit', minute: '2-digit' });

export function Chat() {
  const s = roomState.value;
  const lines = s?.chat ?? [];
  const problem = s?.problem?.area === 'chat' ? s.problem : null;
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
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
    <section class="chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('online.chat.title')}</h2>
      <div
        class="chat-lines"
        ref={list}
        role="log"
        aria-label={t('online.chat.lines')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus, so its lines scroll by keys
        tabIndex={0}
      >
        <ol>
          {lines.length === 0 && <li class="chat-empty">{t('online.chat.empty')}</li>}
          {lines.map((line) => (
            <li key={line.n} data-chat-line={line.n} title={time(line.at)}>
              <b class={line.seat === null ? 'chat-who watcher' : 'chat-who'}>
                {line.seat === null
                  ? t('online.spectator')
                  : line.seat === s?.you
                    ? t('online.you')
                    : line.name}
              </b>{' '}
              <span class="chat-text">{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {problem && (
        <p class="chat-error" role="alert" data-chat-error={problem.code}>
          {problemText(problem)}
        </p>
      )}
      <form class="chat-form" onSubmit={submit}>
        <input
          type="text"
          data-field="chat"
          aria-label={t('online.chat.message')}
          placeholder={t('online.chat.placeholder')}
          maxLength={CHAT_MAX}
          value={text}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit" class="btn small" data-action="chat" disabled={text.trim() === ''}>
          {t('online.chat.send')}
        </button>
      </form>
    </section>
  );
}
