// One room: a shell around the table reducer (@kaschlan/table), which decides everything
// about seats, the match (R8.4), who deals (R2.4), the move gate and chat. The room keeps
// the TableState, its members and their cursors, its clocks, the bots and the store; every
// message becomes a command (dispatch.ts), and the table's effects are carried out: store
// writes first (nothing is told before it is kept), then messages, clocks and bot
// questions. Changes run one at a time (`run`). Each member gets only what his seat may see.

import type { Seat } from '@kaschlan/engine';
import type { RoomInfo, RoomOptions, RoomPhase } from '@kaschlan/protocol';
import {
  type Command,
  type Effect,
  mayReturn,
  phaseOf,
  reduce,
  type TableState,
} from '@kaschlan/table';
import { hashesMatch, hashToken, newId, newSeed, newToken, tokenMatches } from '../ids';
import type { RoomRow } from '../store/store';
import { askBot } from './bot-turns';
import { Audience, roomInfo } from './broadcast';
import { Clocks, PassPaces, type Waiting } from './clocks';
import type { RoomEnv } from './env';
import { type Member, Members } from './members';
import { Pace } from './pace';
import { loadTable, persistAll } from './persist';
import { type Outcome, refusal } from './refusal';
import { emptyTable } from './table-options';

/** The first wait before a bot's move that could not be stored is tried again, and the most. */
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 10_000;
/**
 * A room's picture (seats, spectators) goes out at most once per this long (pace.ts): people
 * coming and going are told a few times a second, however many they are (issue 24).
 */
export const ROOM_PICTURE_MS = 500;

export class Room {
  private table: TableState;
  private readonly people: Members;
  private readonly audience: Audience;
  private readonly clocks: Clocks;
  /** The room's picture changed during this change: everyone is told at its end, paced. */
  private roomChanged = false;
  /** The room's picture goes out at most once per ROOM_PICTURE_MS, the latest each time. */
  private readonly picture: Pace;
  /** The deal changed during this change: each member is sent one update, at its end. */
  private gameChanged = false;
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * The change running now (its last command, else 'change'), and since when: the watchdog
   * says it, so a room whose queue waits on something that never settles names it (issue 26).
   */
  private change: { what: string; since: number } | null = null;
  private closed = false;
  /** Closed to move (handed over, or the process stops): a late command may try again. */
  private moving = false;
  lastActivity: number;
  /** The owner's fencing number (cluster), under which every write is kept; null: alone. */
  fence: number | null = null;

  constructor(
    readonly id: string,
    readonly name: string,
    readonly options: RoomOptions,
    readonly createdAt: number,
    private readonly env: RoomEnv,
    table: TableState = emptyTable(options),
  ) {
    this.table = table;
    this.people = new Members(options.seats.length);
    this.audience = new Audience(this.people);
    // R8.5: forced passes wait as long as this room's chosen passes take.
    const paces = new PassPaces(env.botDelayMs, env.passThinkMs);
    this.clocks = new Clocks(env.graceMs, env.now, (c) => this.fire(c), paces);
    this.picture = new Pace(ROOM_PICTURE_MS, (late) => {
      if (!late) return this.showPicture();
      // At the interval's end: after the change under way, so what goes out is a whole one
      // (and the queue never rejects: the room's next change must run).
      this.queue = this.queue
        .then(() => {
          if (!this.closed) this.showPicture();
        })
        .catch((e: Error) => env.log.error({ room: id, err: e.message }, 'room picture failed'));
    });
    this.lastActivity = env.now();
  }

  /**
   * Rebuild a room from the store: the table's `restore` replays its current deal. In a
   * cluster `fence` is the owner's fencing number, claimed before the room was read.
   */
  static async load(row: RoomRow, env: RoomEnv, fence: number | null = null): Promise<Room> {
    const options = JSON.parse(row.options) as RoomOptions;
    const restored = await loadTable(env.store, row, options);
    const room = new Room(row.id, row.name, options, row.created_at, env, restored.state);
    room.fence = fence;
    // A restart does not make a room new: its idle time runs from its last stored change.
    room.lastActivity = row.last_activity ?? row.created_at;
    // Nobody is connected yet: grace clocks start, and the turn is asked again.
    for (const e of restored.effects) room.carryOut(e);
    return room;
  }

  get phase(): RoomPhase {
    return phaseOf(this.table);
  }

  get memberCount(): number {
    return this.people.count;
  }

  /** Everyone in the room (a cluster moves them when the room moves). */
  members(): Member[] {
    return this.people.all();
  }

  info(): RoomInfo {
    return roomInfo(this, this.table, this.people.spectatorCount);
  }

  /** Run `fn` after every change before it: the room's changes happen one at a time. */
  run(fn: () => Outcome | Promise<Outcome>): Promise<Outcome> {
    const result = this.queue.then(async () => {
      if (this.moving) return refusal('SERVER_BUSY', 'this room is moving: try again');
      if (this.closed) return refusal('NO_ROOM', 'this room is closed');
      this.lastActivity = this.env.now();
      this.change = { what: 'change', since: this.lastActivity };
      try {
        return await fn();
      } finally {
        this.change = null;
        const dealt = this.gameChanged;
        if (this.gameChanged) this.tellGame();
        if (this.roomChanged) this.tellRoom();
        // A picture waiting goes out with the deal it belongs to (its phase, marks, dealer):
        // a change to the deal is paced by the players' moves, not by the crowd.
        if (dealt) this.picture.flush();
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Hand the table the command `make` builds (given the time), in its turn. An accepted
   * move's time from arrival to broadcast (queue, reducer, commit, messages) is measured.
   */
  submit(make: (at: number) => Command): Promise<Outcome> {
    const arrived = performance.now();
    let type: Command['type'] | null = null;
    const outcome = this.run(() => {
      const c = make(this.env.now());
      type = c.type;
      return this.command(c);
    });
    const metrics = this.env.metrics;
    if (!metrics) return outcome;
    return outcome.then((refused) => {
      if (!refused && type === 'act')
        metrics.actionBroadcast.observe((performance.now() - arrived) / 1000);
      return refused;
    });
  }

  // ------------------------------------------------------------ members coming and going

  /**
   * `member` enters: as the seat `token` opens, else as a spectator. Sends the snapshot.
   * `hashed`: `token` is the token's hash (relayed in a cluster, where tokens never travel).
   */
  join(member: Member, token: string | undefined, hashed = false): Promise<Outcome> {
    return this.run(async () => {
      await this.remove(member);
      let seat: Seat | null = null;
      if (token !== undefined) {
        const opens = hashed ? hashesMatch : tokenMatches;
        seat = this.table.seats.findIndex((s) => s.token !== null && opens(token, s.token));
        if (seat < 0) return refusal('BAD_TOKEN', 'this seat token does not open a seat here');
        // A rated seat is its player's: his token opens it only to his session (issue 24).
        const notHis = mayReturn(this.table, seat, member.player ?? null);
        if (notHis) return refusal(notHis.code, notHis.message);
      }
      // A seat's person always gets in; spectators up to the room's bound.
      if (seat === null && this.people.spectatorCount >= (this.env.maxSpectators ?? Infinity))
        return refusal('SPECTATORS_FULL', 'this room has as many spectators as it takes');
      this.people.add(member, seat);
      if (seat !== null) await this.command({ type: 'arrive', seat });
      if (seat !== null) await this.autoDeal(seat);
      this.welcome(member);
      this.roomChanged = true;
      return null;
    });
  }

  /** A member left (closed the socket, or entered another room). */
  leaveMember(member: Member): Promise<Outcome> {
    return this.run(() => this.remove(member).then(() => null));
  }

  /** Take an open human seat; its token goes to the taker only (the table keeps its hash). */
  sit(member: Member, seat: number, name: string): Promise<Outcome> {
    const token = newToken();
    return this.run(async () => {
      const [by, hash, at] = [member.seat, hashToken(token), this.env.now()];
      // The person behind the connection, if his session is known (issue 13): the table
      // decides what that means (a rated room seats him under his own name).
      const player = member.player ?? null;
      const sit = { type: 'sit', by, seat, name, token: hash, at, player } as const;
      const refused = await this.command(sit);
      if (refused) return refused;
      this.people.remove(member);
      this.people.add(member, seat);
      await this.autoDeal(seat);
      member.send({ type: 'seated', seat, token });
      this.welcome(member);
      return null;
    });
  }

  /** Give a seat up: the person's other tabs become spectators too, and are told so. */
  unsit(member: Member): Promise<Outcome> {
    return this.run(async () => {
      const seat = member.seat;
      const refused = await this.command({ type: 'leave', by: seat });
      if (refused || seat === null) return refused;
      const others = this.people.unseat(seat).filter((m) => m !== member);
      for (const m of [member, ...others]) this.welcome(m);
      return null;
    });
  }

  sync(member: Member): Promise<Outcome> {
    return this.run(() => {
      this.welcome(member);
      return null;
    });
  }

  /**
   * Stop clocks and bots (the room is idle, the process stops, or another process takes
   * the room over: `moving`, and commands still queued are refused as SERVER_BUSY).
   */
  close(moving = false): void {
    this.closed = true;
    this.moving ||= moving;
    this.clocks.stop();
    this.picture.stop();
  }

  /**
   * Close to move, and wait for the change in progress: once this resolves, every write the
   * room acknowledged is committed and no other will start (a rolling restart).
   */
  async drain(): Promise<void> {
    this.close(true);
    await this.queue;
  }

  // ------------------------------------------------------------ the table and its effects

  /**
   * A room made to deal by itself (autoDeal: quick play's, whose people the matchmaker
   * seated) deals its first deal as soon as every seat is taken and someone is here: `by`,
   * who just came. The server rather than the page decides it, so there is one deal however
   * many arrive at once, for any client. It does not wait for everyone: one who closed his
   * tab just as he was matched would otherwise keep the others waiting and then lose his seat
   * (a grace period before the first deal frees it), leaving them at a table that can never
   * be dealt; dealt, he is away like anyone who left mid-deal, his grace period running, then
   * a stand-in plays for him (his result), and he takes over whenever he comes.
   */
  private async autoDeal(by: Seat): Promise<void> {
    if (!this.options.autoDeal || this.table.deal !== null) return;
    if (this.table.seats.some((s) => s.kind === 'human' && s.name === null)) return;
    const at = this.env.now();
    await this.command({ type: 'deal', by, id: newId(), seed: newSeed(), at });
  }

  /** Hand the table a command; keep its new state only once its writes are committed. */
  private async command(c: Command): Promise<Outcome> {
    if (this.change) this.change.what = c.type;
    const result = reduce(this.table, c);
    if (!result.ok) return result.error;
    const writer = { room: this.id, fence: this.fence, at: this.env.now() };
    const failed = await persistAll(this.env.store, writer, result.effects);
    if (failed) {
      const { write, error } = failed;
      this.env.log.error({ room: this.id, write: write.kind, err: error.message }, 'not stored');
      this.env.onFault?.(this, error);
      return refusal('SERVER_BUSY', 'that could not be stored: try again');
    }
    this.table = result.state;
    for (const e of result.effects) this.carryOut(e);
    return null;
  }

  /**
   * A clock ran out or a bot answered: its command waits its turn like any message. One
   * that could not be stored (a bot's move, a deadline's or a grace period's stand-in, a
   * forced pass shown) is tried again with backoff, so one failed write never stalls the
   * deal: nobody else would ever send it. The table drops it once its turn has moved on, and
   * a closed room (in a cluster, one handed over after the fault) stops trying.
   */
  private fire(c: Command, attempt = 0): void {
    void this.run(() => this.command(c)).then(
      (outcome) => {
        if (outcome?.code !== 'SERVER_BUSY' || this.closed) return;
        const retry = () => this.fire('at' in c ? { ...c, at: this.env.now() } : c, attempt + 1);
        setTimeout(retry, Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt)).unref?.();
      },
      (e: Error) =>
        this.env.log.error({ room: this.id, command: c.type, err: e.message }, 'command failed'),
    );
  }

  /** One effect (store writes are kept by now). */
  private carryOut(e: Effect): void {
    const { log } = this.env;
    const { deal } = this.table;
    const room = this.id;
    if (e.type === 'roomChanged') this.roomChanged = true;
    else if (e.type === 'gameChanged' && deal) this.gameChanged = true;
    else if (e.type === 'chatLine') this.audience.chat(e.line);
    else if (e.type === 'turn') this.clocks.turn(e.turn, e.clock);
    else if (e.type === 'forcedPass') this.clocks.forcedPass(e.turn, e.seat, e.pace);
    else if (e.type === 'graceClock') this.clocks.startGrace(e.seat);
    else if (e.type === 'graceCancel') this.clocks.stopGrace(e.seat);
    else if (e.type === 'askBot' && deal) {
      this.clocks.asked(e, this.env.botDelayMs);
      const answer = (c: Command) => this.fire(c);
      askBot(this.env, room, deal.state, e, answer, () => this.closed);
    } else if (e.type === 'store' && e.write.kind === 'action') {
      const { action, source, at } = e.write;
      this.clocks.moved(action, source, at, this.table.seats[action.seat]);
      this.env.metrics?.actions.inc();
    } else if (e.type === 'store' && e.write.kind === 'startDeal')
      log.info({ room, game: e.write.id, number: e.write.number }, 'deal started');
    else if (e.type === 'dealOver') {
      log.info({ room, game: e.id, loser: e.loser }, 'deal over');
      this.env.onDealOver?.(e.id);
    } else if (e.type === 'botRefused')
      log.error({ room, seat: e.seat, code: e.code, err: e.message }, 'bot move refused');
  }

  /**
   * The watchdog (watchdog.ts): what this room waits for by itself (a held pass's release, a
   * bot's answer), if it is overdue at `now`, is driven on: the pass is shown, the bot asked
   * again (the table drops either if its turn has moved on). What was overdue, or null.
   */
  /**
   * What the room is doing at `now`, for the watchdog's log: the change running (its command)
   * and for how long, or null when its queue is idle; whether a held pass's timer is armed.
   */
  state(now: number): { busy: { what: string; ms: number } | null; passArmed: boolean } {
    const c = this.change;
    const busy = c ? { what: c.what, ms: now - c.since } : null;
    return { busy, passArmed: this.clocks.passArmed };
  }

  driveOverdue(now: number): Waiting | null {
    const late = this.closed ? null : this.clocks.overdue(now);
    if (late?.kind === 'pass') this.fire({ type: 'passShown', turn: late.turn });
    else if (late?.kind === 'bot') this.carryOut(late.ask);
    return late;
  }

  // ------------------------------------------------------------ telling members

  /** `member` is gone from the room; the last connection of a seat makes its person away. */
  private async remove(member: Member): Promise<void> {
    const { removed, emptied } = this.people.remove(member);
    if (removed) this.roomChanged = true;
    if (emptied !== null) await this.command({ type: 'away', seat: emptied });
  }

  /** Send `member` a full snapshot (a new member, or one that asked to catch up). */
  private welcome(member: Member): void {
    const { deal, chat } = this.table;
    this.audience.welcome(member, this.info(), deal, this.clocks.deadline, chat);
  }

  private tellGame(): void {
    this.gameChanged = false;
    const { deal } = this.table;
    if (deal) this.audience.game(deal, this.clocks.deadline);
  }

  private tellRoom(): void {
    this.roomChanged = false;
    this.picture.ask();
  }

  /** The room's picture as it is now, to its members and (a cluster's) lobby. */
  private showPicture(): void {
    this.audience.room(this.info());
    this.env.onInfo?.(this);
  }
}
