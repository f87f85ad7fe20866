// The load test's attacker (`npm run loadtest -- --hostile N`), in a process of its own so
// its flood never delays the measuring clients' event loop: N sockets each sending a hello
// to some table's room and a sync every 5 ms, far over the rate (the server refuses, then
// closes a socket; it opens again), and 1,000 room creations, one every 10 ms.
// In (IPC): { urls, rooms, sockets }, then 'stop'. Out (IPC): the counts, once stopped.

import WebSocket from 'ws';

const flood = { sent: 0, received: 0, reopened: 0, roomsTried: 0, roomsMade: 0 };
let attacking = true;

function socket(url, rooms) {
  if (!attacking) return;
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, { perMessageDeflate: false });
  let timer = null;
  ws.on('message', () => flood.received++);
  ws.on('error', () => undefined);
  ws.on('open', () => {
    timer = setInterval(() => {
      if (!attacking) return ws.terminate();
      const room = rooms[Math.floor(Math.random() * rooms.length)];
      ws.send(JSON.stringify({ type: 'hello', room }));
      ws.send(JSON.stringify({ type: 'sync' }));
      flood.sent += 2;
    }, 5);
  });
  ws.on('close', () => {
    if (timer) clearInterval(timer);
    if (!attacking) return;
    flood.reopened++;
    setTimeout(() => socket(url, rooms), 50);
  });
}

async function createRooms(url) {
  for (let i = 0; i < 1000 && attacking; i++) {
    flood.roomsTried++;
    const res = await fetch(`${url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seats: ['human', 'easy'], public: true }),
    }).catch(() => null);
    if (res?.status === 201) flood.roomsMade++;
    await res?.arrayBuffer();
    await new Promise((r) => setTimeout(r, 10));
  }
}

process.on('message', (m) => {
  if (m === 'stop') {
    attacking = false;
    process.send(flood, () => process.exit(0));
    return;
  }
  for (let i = 0; i < m.sockets; i++) socket(m.urls[i % m.urls.length], m.rooms);
  void createRooms(m.urls[0]);
});
