// The room-hopping attacker (issue 24) for room-hopping.test.ts, in a process of its own so
// its sockets never delay the measuring clients' event loop: `sockets` sockets from one
// address (X-Forwarded-For, the server trusting its proxy), each sending a hello every
// `everyMs`, alternating between the rooms, for `seconds`; a socket the server closes is
// opened again after 50 ms, as a determined attacker would. Then each open socket sends a
// ping and waits for its pong (everything it sent has been answered) or its close.
// In (IPC): { url, rooms, sockets, everyMs, seconds, address }. Out (IPC): the counts.

import WebSocket from 'ws';

const counts = { sent: 0, received: 0, bytes: 0, welcomes: 0, refused: 0, closed: 0, opened: 0 };
const open = new Set();
let attacking = true;

function socket(m, turn) {
  if (!attacking) return;
  const ws = new WebSocket(`${m.url.replace(/^http/, 'ws')}/ws`, {
    headers: { 'x-forwarded-for': m.address },
    perMessageDeflate: false,
  });
  let timer = null;
  let n = turn;
  ws.on('message', (data) => {
    counts.received++;
    counts.bytes += data.length;
    const text = String(data);
    if (text.startsWith('{"type":"welcome"')) counts.welcomes++;
    else if (text.startsWith('{"type":"error"')) counts.refused++;
  });
  ws.on('error', () => undefined);
  ws.on('open', () => {
    counts.opened++;
    open.add(ws);
    timer = setInterval(() => {
      if (!attacking) return clearInterval(timer);
      ws.send(JSON.stringify({ type: 'hello', room: m.rooms[n++ % m.rooms.length] }));
      counts.sent++;
    }, m.everyMs);
  });
  ws.on('close', () => {
    open.delete(ws);
    if (timer) clearInterval(timer);
    counts.closed++;
    if (attacking) setTimeout(() => socket(m, n), 50);
  });
}

/**
 * Resolves once `ws` answered a ping (it has read all it was sent before) or closed. A ping
 * over the socket's message rate is refused at once (an error with no `for`, before what is
 * queued): it is sent again a moment later.
 */
const settled = (ws) =>
  new Promise((resolve) => {
    if (ws.readyState !== WebSocket.OPEN) return resolve();
    const ping = () => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}');
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'pong') resolve();
      else if (m.type === 'error' && m.code === 'RATE_LIMITED' && m.for === undefined)
        setTimeout(ping, 100);
    });
    ws.once('close', () => resolve());
    ping();
  });

process.on('message', (m) => {
  for (let i = 0; i < m.sockets; i++) socket(m, i);
  setTimeout(async () => {
    attacking = false;
    await Promise.all([...open].map(settled));
    process.send(counts, () => {
      for (const ws of open) ws.terminate();
      process.exit(0);
    });
  }, m.seconds * 1000);
});
