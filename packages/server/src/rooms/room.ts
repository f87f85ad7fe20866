// One room: its seats, its match (R8.4) and its current deal, kept in memory and written
// through to the store. A room is the single writer of its deals: every change runs through
// `run`, one at a time, and an action is committed to the database before anyone is told.
// Each member gets only what his seat may see (the engine's viewFor), never the state.

import {
  type Action,
  apply,
  type GameSetup,
  type GameState,
  isOver,
  loserOf,
  newGame,
  type Seat,
  sameAction,
  toAct,
  toRecord,
  type View,
  viewFor,
} from '@kaschlan/engine';
import {
  CHAT_KEPT,
  type ChatLine,
  type GameUpdate,
  type RoomInfo,
  type RoomOptions,
  type RoomPhase,
  type SeatInfo,
  type SeatKind,
  type ServerMessage,
} from '@kaschlan/protocol';
import type { BotRunner } from '../bots/runner';
import { hashToken, newId, newSeed, newToken, tokenMatches } from '../ids';
import type { Store } from '../store/store';

/** What a room needs of a connection: an outbox and a place to keep its per-room cursor. */
export interface Member {
  readonly id: number;
  send(message: ServerMessage): void;
  /** The seat it plays, or null for a spectator. */
  seat: Seat | null;
  /** Events of the current deal this member has been sent (views are sent as deltas). */
  eventsSent: number;
  /** The deal those events belong to. */
  eventsGame: string | null;
}

export interface RoomEnv {
  readonly store: Store;
  readonly bots: BotRunner;
  readonly log: {
    info(o: object, m?: string): void;
    warn(o: object, m?: string): void;
    error(o: object, m?: string): void;
  };
  /** A bot's least time per move (ms), so people can follow; 0 in tests. */
  readonly botDelayMs: number;
  /** How long a disconnected player keeps his seat before a bot plays for him (ms). */
  readonly graceMs: number;
  readonly now: () => number;
  /** The room's public picture changed (a cluster publishes it for the lobby). */
  readonly onInfo?: (room: Room) => void;
  /** The store refused a write (in a cluster: another process may own the room now). */
  readonly onFault?: (room: Room, error: Error) => void;
}

export class RoomError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface SeatState {
  readonly kind: SeatKind;
  name: string | null;
  tokenHash: string | null;
  members: Set<Member>;
  /** Disconnected at (ms), while the grace period runs or after. */
  awaySince: number | null;
  /** A bot plays for this person (away past grace). */
  standIn: boolean;
  graceTimer: NodeJS.Timeout | null;
}

interface Deal {
  readonly id: string;
  readonly number: number;
  state: GameState;
}

/** A stand-in for an away or timed-out player plays like the `normal` bot. */
const STAND_IN_LEVEL = 'normal';

export class Room {
  readonly seats: SeatState[];
  private readonly spectators = new Set<Member>();
  private marks: number[];
  private deals = 0;
  private nextDealer: Seat | null = null;
  private deal: Deal | null = null;
  private seq = 0;
  private chat: ChatLine[] = [];
  private chatN = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private turnTimer: NodeJS.Timeout | null = null;
  private deadline: number | null = null;
  /** Bumped whenever the turn changes, so a late bot answer for an old turn is dropped. */
  private turnTicket = 0;
  private closed = false;
  lastActivity: number;

  constructor(
    readonly id: string,
    readonly name: string,
    readonly options: RoomOptions,
    readonly createdAt: number,
    private readonly env: RoomEnv,
  ) {
    this.seats = options.seats.map((kind) => ({
      kind,
      name: kind === 'human' ? null : botName(kind),
      tokenHash: null,
      members: new Set(),
      awaySince: null,
      standIn: false,
      graceTimer: null,
    }));
    this.marks = options.seats.map(() => 0);
    this.lastActivity = env.now();
  }

  // ------------------------------------------------------------ loading

  /** Rebuild a room from the store: seats, finished deals (marks), the current deal's log. */
  static async load(
    row: { id: string; name: string; options: string; created_at: number; game_id: string | null },
    env: RoomEnv,
  ): Promise<Room> {
    const room = new Room(row.id, row.name, JSON.parse(row.options), row.created_at, env);
    for (const s of await env.store.seatsOf(row.id)) {
      const seat = room.seats[s.seat];
      if (seat?.kind !== 'human') continue;
      seat.name = s.name;
      seat.tokenHash = s.token_hash;
      // Nobody is connected after a restart: the grace period starts now.
      seat.awaySince = env.now();
    }
    for (const g of await env.store.gamesOf(row.id)) {
      if (g.finished_at === null) continue;
      room.deals++;
      if (g.loser !== null) room.marks[g.loser] = (room.marks[g.loser] ?? 0) + 1;
      room.nextDealer = g.loser ?? g.dealer;
    }
    if (row.game_id) {
      const g = await env.store.game(row.game_id);
      if (g) {
        const started = newGame(JSON.parse(g.setup) as GameSetup);
        if (!started.ok) throw new Error(`room ${row.id}: deal ${g.id}: ${started.error.message}`);
        let state = started.value;
        for (const a of await env.store.actionsOf(g.id)) {
          const next = apply(state, a.action);
          if (!next.ok)
            throw new Error(`room ${row.id}: deal ${g.id}: action ${a.n}: ${next.error.message}`);
          state = next.state;
        }
        room.deal = { id: g.id, number: g.number, state };
      }
    }
    for (const seat of room.seats) if (seat.awaySince !== null) room.startGrace(seat);
    room.chat = (await env.store.recentChat(row.id, CHAT_KEPT)).map((c) => ({
      n: c.n,
      seat: c.seat,
      name: c.name,
      text: c.text,
      at: c.at,
    }));
    room.chatN = room.chat.at(-1)?.n ?? 0;
    room.schedule();
    return room;
  }

  // ------------------------------------------------------------ the public picture

  get phase(): RoomPhase {
    if (!this.deal) return 'waiting';
    return isOver(this.deal.state) ? 'between' : 'playing';
  }

  get memberCount(): number {
    let n = this.spectators.size;
    for (const s of this.seats) n += s.members.size;
    return n;
  }

  info(): RoomInfo {
    return {
      id: this.id,
      name: this.name,
      options: this.options,
      phase: this.phase,
      seats: this.seats.map(
        (s, seat): SeatInfo => ({
          seat,
          kind: s.kind,
          name: s.name,
          status:
            s.kind !== 'human'
              ? 'bot'
              : s.tokenHash === null
                ? 'open'
                : s.members.size > 0
                  ? 'here'
                  : 'away',
          botPlaying: s.kind !== 'human' || s.standIn,
          marks: this.marks[seat] ?? 0,
        }),
      ),
      spectators: this.spectators.size,
      deals: this.deals,
      game: this.deal?.id ?? null,
      nextDealer: this.nextDealer,
    };
  }

  /** What `member` may see of the current deal, its events from `from` on. */
  private update(viewer: Seat | 'spectator', from: number, view?: View): GameUpdate | null {
    const deal = this.deal;
    if (!deal) return null;
    const v = view ?? viewFor(deal.state, viewer);
    const over = isOver(deal.state);
    return {
      game: deal.id,
      move: deal.state.actions.length,
      view: from === 0 ? v : { ...v, events: v.events.slice(from) },
      eventsFrom: from,
      deadline: this.deadline,
      record: over ? toRecord(deal.state) : null,
    };
  }

  // ------------------------------------------------------------ serialising changes

  /** Run `fn` after every change before it: the room's changes happen one at a time. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const result = this.queue.then(() => {
      if (this.closed) throw new RoomError('NO_ROOM', 'this room is closed');
      this.lastActivity = this.env.now();
      return fn();
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  // ------------------------------------------------------------ members

  /** `member` enters: as the seat `token` opens, else as a spectator. Sends the snapshot. */
  join(member: Member, token: string | undefined): Promise<void> {
    return this.run(() => {
      this.remove(member);
      let seat: Seat | null = null;
      if (token !== undefined) {
        seat = this.seats.findIndex(
          (s) => s.tokenHash !== null && tokenMatches(token, s.tokenHash),
        );
        if (seat < 0) throw new RoomError('BAD_TOKEN', 'this seat token does not open a seat here');
      }
      member.seat = seat;
      if (seat === null) this.spectators.add(member);
      else this.arrive(seat, member);
      this.welcome(member);
      this.broadcastRoom();
    });
  }

  /** A member left (closed the socket, or entered another room). */
  leaveMember(member: Member): Promise<void> {
    return this.run(() => {
      if (this.remove(member)) this.broadcastRoom();
    });
  }

  private remove(member: Member): boolean {
    if (this.spectators.delete(member)) return true;
    const seat = member.seat === null ? undefined : this.seats[member.seat];
    if (!seat?.members.delete(member)) return false;
    if (seat.members.size === 0 && seat.tokenHash !== null) {
      seat.awaySince = this.env.now();
      this.startGrace(seat);
    }
    return true;
  }

  private arrive(seat: Seat, member: Member): void {
    const s = this.seats[seat]!;
    s.members.add(member);
    s.awaySince = null;
    if (s.graceTimer) clearTimeout(s.graceTimer);
    s.graceTimer = null;
    if (s.standIn) {
      s.standIn = false;
      this.schedule(); // his turn is his again
    }
  }

  private startGrace(seat: SeatState): void {
    if (seat.graceTimer) clearTimeout(seat.graceTimer);
    seat.graceTimer = setTimeout(() => {
      void this.run(() => {
        seat.graceTimer = null;
        if (seat.members.size > 0 || seat.tokenHash === null) return;
        seat.standIn = true;
        this.broadcastRoom();
        this.schedule();
      }).catch(() => undefined);
    }, this.env.graceMs);
    seat.graceTimer.unref?.();
  }

  /** Take an open human seat. Replies with the seat's token (to the taker only). */
  sit(member: Member, seat: number, name: string): Promise<void> {
    return this.run(async () => {
      if (member.seat !== null)
        throw new RoomError('ALREADY_SEATED', 'you already have a seat in this room');
      const s = this.seats[seat];
      if (!s)
        throw new RoomError('NO_SUCH_SEAT', `this room has seats 0 to ${this.seats.length - 1}`);
      if (s.kind !== 'human') throw new RoomError('SEAT_TAKEN', 'a bot plays this seat');
      if (s.tokenHash !== null) throw new RoomError('SEAT_TAKEN', 'someone sits there');
      const token = newToken();
      const tokenHash = hashToken(token);
      await this.env.store.sit({
        room_id: this.id,
        seat,
        name,
        token_hash: tokenHash,
        sat_at: this.env.now(),
      });
      s.name = name;
      s.tokenHash = tokenHash;
      this.spectators.delete(member);
      member.seat = seat;
      this.arrive(seat, member);
      member.send({ type: 'seated', seat, token });
      this.welcome(member);
      this.broadcastRoom();
    });
  }

  /** Give a seat up (only between deals: a deal in play keeps its players). */
  unsit(member: Member): Promise<void> {
    return this.run(async () => {
      const seat = member.seat;
      if (seat === null) throw new RoomError('NOT_SEATED', 'you have no seat here');
      if (this.phase === 'playing')
        throw new RoomError('IN_PLAY', 'a deal is being played: you cannot leave your seat now');
      await this.env.store.unsit(this.id, seat);
      const s = this.seats[seat]!;
      s.members.delete(member);
      // Other tabs of the same person are now spectators (and are told so).
      const others = [...s.members].filter((m) => m !== member);
      for (const m of others) {
        m.seat = null;
        this.spectators.add(m);
      }
      s.members.clear();
      s.name = null;
      s.tokenHash = null;
      s.awaySince = null;
      s.standIn = false;
      if (s.graceTimer) clearTimeout(s.graceTimer);
      s.graceTimer = null;
      member.seat = null;
      this.spectators.add(member);
      for (const m of [member, ...others]) this.welcome(m);
      this.broadcastRoom();
    });
  }

  // ------------------------------------------------------------ deals

  /** Deal: the first deal, or the next one (the loser of the last deals, R2.4). */
  dealNext(member: Member): Promise<void> {
    return this.run(async () => {
      if (member.seat === null) throw new RoomError('NOT_SEATED', 'only players can deal');
      if (this.phase === 'playing') throw new RoomError('IN_PLAY', 'a deal is being played');
      if (this.seats.some((s) => s.kind === 'human' && s.tokenHash === null))
        throw new RoomError('NOT_READY', 'every seat needs a player before the deal');
      const setup: GameSetup = {
        preset: this.options.preset,
        rules: this.options.rules,
        players: this.seats.length,
        seed: newSeed(),
        ...(this.nextDealer === null ? {} : { dealer: this.nextDealer }),
      };
      const started = newGame(setup);
      if (!started.ok) throw new RoomError(started.error.code, started.error.message);
      const id = newId();
      const number = (this.deal?.number ?? 0) + 1;
      await this.env.store.startGame({
        id,
        room_id: this.id,
        number,
        setup: JSON.stringify(setup),
        dealer: started.value.dealer,
        started_at: this.env.now(),
        finished_at: null,
        loser: null,
      });
      this.deal = { id, number, state: started.value };
      this.env.log.info({ room: this.id, game: id, number }, 'deal started');
      this.afterChange();
      this.broadcastRoom(); // the phase is now 'playing'
    });
  }

  /**
   * `member` plays `action` as move `move` of deal `game`. Refusals: a stale or repeated
   * message, another seat's action, and whatever the engine refuses (its code and sentence).
   */
  act(member: Member, game: string, move: number, action: unknown): Promise<void> {
    return this.run(async () => {
      const seat = member.seat;
      if (seat === null) throw new RoomError('NOT_SEATED', 'spectators cannot play');
      const deal = this.deal;
      if (!deal) throw new RoomError('NO_GAME', 'no deal has been dealt here yet');
      if (deal.id !== game)
        throw new RoomError('STALE_MOVE', 'that deal is no longer being played');
      const played = deal.state.actions.length;
      if (move < played) {
        const same = sameAction(deal.state.actions[move], action);
        throw same
          ? new RoomError('DUPLICATE_ACTION', 'that action was already played')
          : new RoomError('STALE_MOVE', 'the game has moved on since: look again');
      }
      if (move > played)
        throw new RoomError('BAD_MOVE_NUMBER', `the next move is number ${played}`);
      if (isOver(deal.state)) throw new RoomError('GAME_OVER', 'the deal is over');
      const claimed = (action as { seat?: unknown } | null)?.seat;
      if (claimed !== seat)
        throw new RoomError('NOT_YOUR_SEAT', `you play seat ${seat}: an action names its seat`);
      await this.commit(deal, action, 'seat');
    });
  }

  /** Apply, persist, then tell everyone (in that order: nothing is told before it is kept). */
  private async commit(deal: Deal, action: unknown, source: string): Promise<void> {
    const result = apply(deal.state, action);
    if (!result.ok) throw new RoomError(result.error.code, result.error.message);
    const next = result.state;
    const n = deal.state.actions.length;
    const over = isOver(next);
    const now = this.env.now();
    try {
      await this.env.store.appendAction(
        deal.id,
        { n, action: next.actions[n] as Action, source, at: now },
        over ? { at: now, loser: loserOf(next) } : undefined,
      );
    } catch (e) {
      this.env.log.error(
        { room: this.id, game: deal.id, n, err: (e as Error).message },
        'action not stored',
      );
      this.env.onFault?.(this, e as Error);
      throw new RoomError('SERVER_BUSY', 'the action could not be stored: try again');
    }
    deal.state = next;
    if (over) {
      const loser = loserOf(next);
      this.deals++;
      if (loser !== null) this.marks[loser] = (this.marks[loser] ?? 0) + 1;
      this.nextDealer = loser ?? next.dealer;
      this.env.log.info({ room: this.id, game: deal.id, loser }, 'deal over');
    }
    this.afterChange();
  }

  /** After the deal changed: set the turn's clock, tell everyone, let a bot move. */
  private afterChange(): void {
    this.schedule();
    this.broadcastGame();
    if (this.deal && isOver(this.deal.state)) this.broadcastRoom();
  }

  // ------------------------------------------------------------ turns: timer and bots

  /** Whoever is to act: a bot (or stand-in) gets a move scheduled; a person, his clock. */
  private schedule(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    this.deadline = null;
    const ticket = ++this.turnTicket;
    const deal = this.deal;
    const seat = deal ? toAct(deal.state) : null;
    if (!deal || seat === null) return;
    const s = this.seats[seat]!;
    if (s.kind !== 'human') {
      this.botMove(deal, seat, s.kind, 'bot', ticket);
      return;
    }
    if (s.standIn) {
      this.botMove(deal, seat, STAND_IN_LEVEL, 'stand-in', ticket);
      return;
    }
    const seconds = this.options.turnSeconds;
    if (seconds > 0) {
      this.deadline = this.env.now() + seconds * 1000;
      this.turnTimer = setTimeout(() => {
        if (ticket === this.turnTicket)
          this.botMove(deal, seat, STAND_IN_LEVEL, 'stand-in', ticket, 0);
      }, seconds * 1000);
      this.turnTimer.unref?.();
    }
  }

  private botMove(
    deal: Deal,
    seat: Seat,
    level: string,
    source: string,
    ticket: number,
    delayMs = this.env.botDelayMs,
  ): void {
    const view = viewFor(deal.state, seat);
    const seed = (newSeed() ^ deal.state.actions.length) >>> 0;
    const started = this.env.now();
    void this.env.bots
      .choose(level, view, seed)
      .then(async (action) => {
        const wait = delayMs - (this.env.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await this.run(async () => {
          if (ticket !== this.turnTicket || this.deal !== deal) return; // the turn moved on
          try {
            await this.commit(deal, action, source);
          } catch (e) {
            // A bot bug must not stall the table: play the first legal action instead.
            this.env.log.error(
              { room: this.id, seat, level, err: (e as Error).message },
              'bot move refused',
            );
            await this.commit(deal, view.legal[0], source);
          }
        });
      })
      .catch((e: Error) => {
        if (this.closed) return;
        this.env.log.error({ room: this.id, seat, level, err: e.message }, 'bot failed');
        void this.run(async () => {
          if (ticket === this.turnTicket && this.deal === deal)
            await this.commit(deal, view.legal[0], source);
        }).catch(() => undefined);
      });
  }

  // ------------------------------------------------------------ chat

  say(member: Member, text: string): Promise<void> {
    return this.run(async () => {
      const clean = text.replace(/\p{Cc}/gu, ' ').trim();
      if (clean === '') throw new RoomError('BAD_MESSAGE', 'an empty chat line');
      const seat = member.seat;
      const line: ChatLine = {
        n: ++this.chatN,
        seat,
        name: seat === null ? 'Spectator' : (this.seats[seat]?.name ?? `Seat ${seat + 1}`),
        text: clean,
        at: this.env.now(),
      };
      await this.env.store.addChat({ room_id: this.id, ...line });
      this.chat.push(line);
      if (this.chat.length > CHAT_KEPT) this.chat.shift();
      this.forEachMember((m) => m.send({ type: 'chat', line }));
    });
  }

  // ------------------------------------------------------------ telling members

  /** Send `member` a full snapshot (a new member, or one that asked to catch up). */
  welcome(member: Member): void {
    const deal = this.deal;
    const game = this.update(member.seat ?? 'spectator', 0);
    member.eventsGame = deal?.id ?? null;
    member.eventsSent = game ? game.view.events.length : 0;
    member.send({
      type: 'welcome',
      seq: this.seq,
      room: this.info(),
      you: member.seat,
      game,
      chat: this.chat,
    });
  }

  sync(member: Member): Promise<void> {
    return this.run(() => this.welcome(member));
  }

  private broadcastRoom(): void {
    const seq = ++this.seq;
    const room = this.info();
    this.forEachMember((m) => m.send({ type: 'room', seq, room }));
    this.env.onInfo?.(this);
  }

  /** Everyone in the room (a cluster moves them when the room moves). */
  members(): Member[] {
    const all: Member[] = [];
    this.forEachMember((m) => all.push(m));
    return all;
  }

  private broadcastGame(): void {
    const deal = this.deal;
    if (!deal) return;
    const seq = ++this.seq;
    // One view per seat (and one for spectators), shared by that seat's connections.
    const views = new Map<Seat | 'spectator', View>();
    this.forEachMember((m) => {
      const viewer = m.seat ?? 'spectator';
      let view = views.get(viewer);
      if (!view) {
        view = viewFor(deal.state, viewer);
        views.set(viewer, view);
      }
      const from = m.eventsGame === deal.id ? m.eventsSent : 0;
      const update = this.update(viewer, from, view)!;
      m.eventsGame = deal.id;
      m.eventsSent = view.events.length;
      m.send({ type: 'game', seq, update });
    });
  }

  private forEachMember(fn: (m: Member) => void): void {
    for (const m of this.spectators) fn(m);
    for (const s of this.seats) for (const m of s.members) fn(m);
  }

  // ------------------------------------------------------------ ending

  /** Stop timers (the process is stopping, or another process takes the room over). */
  close(): void {
    this.closed = true;
    if (this.turnTimer) clearTimeout(this.turnTimer);
    for (const s of this.seats) if (s.graceTimer) clearTimeout(s.graceTimer);
    this.turnTicket++;
  }
}

function botName(level: string): string {
  return `${level[0]!.toUpperCase()}${level.slice(1)} bot`;
}
