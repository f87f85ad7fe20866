// What a server counts for its operators, served at /metrics in Prometheus' text format
// (prom-client; DEPLOY.md says what to alert on). One Metrics per server: the tests run
// several servers in one process, so nothing is registered in prom-client's global registry.
// The process's own figures (CPU, memory, event loop lag, GC, handles) belong to the process,
// not to a server: they are collected once per process and shown by each server beside its own.
//
// The parts that do the work record into it; the API is prom-client's own:
//   metrics.actions.inc()                      an action accepted (committed)
//   metrics.actionBroadcast.observe(seconds)   from its arrival to its broadcast
//   metrics.commit.observe(seconds)            one store transaction
//   metrics.leasesHeld.set(n)                  (or .inc()/.dec()) a cluster's room leases
//   metrics.leasesLost.inc()                   a lease lost (a room given up)
//   metrics.botQueueDepth.set(n)               bot questions waiting for the worker
//   metrics.botWait.observe(seconds)           a bot question's wait before the worker took it
//   metrics.stallsDriven.inc({ waiting })      the watchdog drove on a stalled deal (watchdog.ts)
//   const done = metrics.commit.startTimer(); ...; done()   (seconds, by prom-client)
// Gauges that are a count of something held elsewhere are read at each scrape instead:
//   metrics.sample(metrics.rooms, () => rooms.size)

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Latencies on the server's own path (a commit, an action's broadcast): 1 ms to 2.5 s. */
const FAST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** A bot question's wait for the worker: 10 ms to 30 s (a search takes up to seconds). */
const BOT_WAIT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;

/** The process's default metrics, registered once per process (never in the global one). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class Metrics {
  /** This server's metrics (the process's are added when scraped). */
  readonly registry = new Registry();
  /** Rooms this process holds. */
  readonly rooms = this.gauge('kaschlan_rooms', 'Rooms held by this process');
  /** Open WebSockets. */
  readonly sockets = this.gauge('kaschlan_sockets', 'Open WebSocket connections');
  readonly actions = this.counter('kaschlan_actions_total', 'Actions accepted and committed');
  readonly actionBroadcast = this.histogram(
    'kaschlan_action_broadcast_seconds',
    "From an action's arrival to its broadcast to the room's members",
    FAST_BUCKETS,
  );
  readonly commit = this.histogram(
    'kaschlan_commit_seconds',
    'One store transaction (a batch of actions, a deal, a seat, a chat line)',
    FAST_BUCKETS,
  );
  readonly leasesHeld = this.gauge('kaschlan_leases_held', 'Room leases held (a cluster)');
  readonly leasesLost = this.counter(
    'kaschlan_leases_lost_total',
    'Room leases lost: rooms given up to another process',
  );
  readonly botQueueDepth = this.gauge(
    'kaschlan_bot_queue_depth',
    "Bot questions waiting for the bots' worker",
  );
  readonly botWait = this.histogram(
    'kaschlan_bot_wait_seconds',
    "A bot question's wait before the bots' worker took it",
    BOT_WAIT_BUCKETS,
  );

  readonly stallsDriven = new Counter({
    name: 'kaschlan_stalls_driven_total',
    help: "Deals the watchdog drove on: a held pass's release or a bot's answer long overdue",
    labelNames: ['waiting'],
    registers: [this.registry],
  });

  private readonly samplers: Array<() => void> = [];
  private readonly scraped = Registry.merge([processMetrics(), this.registry]);

  /** Set `gauge` from `read()` at each scrape (a count kept elsewhere: rooms, sockets). */
  sample(gauge: Gauge, read: () => number): void {
    this.samplers.push(() => gauge.set(read()));
  }

  /** The content type of `text()`: Prometheus' text format. */
  get contentType(): string {
    return this.scraped.contentType;
  }

  /** Every metric, this server's and the process's, in Prometheus' text format. */
  async text(): Promise<string> {
    for (const sample of this.samplers) sample();
    return this.scraped.metrics();
  }

  private counter(name: string, help: string): Counter {
    return new Counter({ name, help, registers: [this.registry] });
  }

  private gauge(name: string, help: string): Gauge {
    return new Gauge({ name, help, registers: [this.registry] });
  }

  private histogram(name: string, help: string, buckets: number[]): Histogram {
    return new Histogram({ name, help, buckets, registers: [this.registry] });
  }
}
