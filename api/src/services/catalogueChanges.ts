/**
 * Catalogue changes between server processes. Several processes on one PostgreSQL each keep the
 * catalogue in memory (answers, rendered pages, the facet index); a change made through one of
 * them must reach the others at once, not when their caches expire.
 *
 * PostgreSQL: `NOTIFY catalogue_changed` on every change (through the pool, delivered at commit)
 * and one dedicated connection per process that `LISTEN`s; a notification from another process
 * makes this one forget. The payload is the sender's id, so a process ignores its own (it forgot
 * already). When the listening connection drops, the process forgets everything once reconnected
 * (a change may have passed meanwhile), trying again every second until then. The first
 * connection does not forget: `ready` waits for it, and the search index's first build reads the
 * catalogue only after it (a forget there had started a second full build beside the first on
 * every start: ~2 s of CPU at 100,000 cars, ~50 s at 1,000,000).
 *
 * PGlite: the embedded database belongs to the one process that opened its folder, so every
 * change goes through that process and its own forget is all there is to do.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * What changed: the catalogue (cars, companies: everything is forgotten) or only cars' blocked
 * days (the availability index and cached answers; the search index stays).
 */
export type CatalogueTopic = 'catalogue' | 'availability';
const RECONNECT_MS = 1000;

/**
 * At most this many car ids ride in one notification: PostgreSQL refuses payloads of 8000 bytes
 * or more, and 500 ids of up to 9 digits with their commas stay under ~5000. Above it the
 * notification names no car, and the other processes reload every car's blocks (rare: a fleet
 * of more than 500 cars blocked at once).
 */
export const MAX_NOTIFIED_CARS = 500;

/**
 * The payload: the sender's id; for blocked days, ` availability` and the cars' ids joined by
 * commas (none: every car's blocks may have changed).
 */
export function formatCataloguePayload(
  sender: string,
  topic: CatalogueTopic,
  carIds: readonly number[] = [],
): string {
  if (topic === 'catalogue') return sender;
  const cars =
    carIds.length > 0 && carIds.length <= MAX_NOTIFIED_CARS ? ` ${carIds.join(',')}` : '';
  return `${sender} availability${cars}`;
}

/**
 * Reads `formatCataloguePayload`'s text. Anything it does not understand is the whole catalogue
 * (forgetting too much is safe, too little is not); `carIds` undefined: every car.
 */
export function parseCataloguePayload(payload: string): {
  sender: string;
  topic: CatalogueTopic;
  carIds?: number[];
} {
  const [sender = '', topic, cars] = payload.split(' ');
  if (topic !== 'availability') return { sender, topic: 'catalogue' };
  if (cars === undefined) return { sender, topic };
  const carIds = cars.split(',').map(Number);
  if (carIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    return { sender, topic: 'catalogue' };
  }
  return { sender, topic, carIds };
}

export interface CatalogueChanges {
  /** Tells the other processes that the catalogue changed (never throws, never waits). */
  publish(topic?: CatalogueTopic, carIds?: readonly number[]): void;
  /** Stops listening (server shutdown). */
  close(): Promise<void>;
  /**
   * Settles once this process has tried to listen the first time (listening, or the attempt
   * failed and reconnects will forget): what is read after it misses no announced change.
   */
  ready: Promise<void>;
}

export interface CatalogueChangesOptions {
  knex: Knex;
  /** PostgreSQL's URL; unset (embedded PGlite): no other process to tell. */
  databaseUrl: string | undefined;
  /**
   * Called when another process changed the catalogue (or a change may have been missed:
   * 'catalogue', which covers availability too); `carIds`: the cars whose blocked days changed
   * (undefined: any car's).
   */
  onRemoteChange: (topic: CatalogueTopic, carIds?: readonly number[]) => void;
  logger?: Pick<Logger, 'warn'>;
}

export const localCatalogueChanges: CatalogueChanges = {
  publish: () => undefined,
  close: async () => undefined,
  ready: Promise.resolve(),
};

export function catalogueChanges({
  knex,
  databaseUrl,
  onRemoteChange,
  logger,
}: CatalogueChangesOptions): CatalogueChanges {
  if (!databaseUrl) return localCatalogueChanges;
  const sender = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let firstAttempt = true;
  let settleReady!: () => void;
  const ready = new Promise<void>((resolve) => (settleReady = resolve));

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RECONNECT_MS);
    retry.unref();
  };

  async function listen() {
    const connection = new pg.Client({ connectionString: databaseUrl });
    client = connection;
    connection.on('notification', (message) => {
      const change = parseCataloguePayload(message.payload ?? '');
      if (message.channel !== CATALOGUE_CHANNEL || change.sender === sender) return;
      if (change.topic === 'availability') onRemoteChange('availability', change.carIds);
      else onRemoteChange('catalogue');
    });
    connection.on('error', (error) => {
      logger?.warn({ err: error }, 'catalogue change listener lost its connection');
      connection.end().catch(() => undefined);
    });
    // Whatever ended it (an error, a restart of PostgreSQL), listen again unless closing.
    connection.on('end', () => {
      if (client === connection) client = null;
      scheduleReconnect();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (closed) {
        await connection.end();
        return;
      }
      // Changes made while it was cut off (or before a late first connection) were not heard;
      // what the process reads after the first one (`ready`) is already current.
      if (!firstAttempt) onRemoteChange('catalogue');
    } catch (error) {
      logger?.warn({ err: error }, 'catalogue change listener could not connect');
      connection.end().catch(() => undefined);
      if (client === connection) client = null;
      scheduleReconnect();
    } finally {
      firstAttempt = false;
      settleReady();
    }
  }
  void listen();

  return {
    ready,
    publish(topic = 'catalogue', carIds) {
      const payload = formatCataloguePayload(sender, topic, carIds);
      knex
        .raw('SELECT pg_notify(?, ?)', [CATALOGUE_CHANNEL, payload])
        .catch((error: unknown) =>
          logger?.warn({ err: error }, 'could not tell other processes of a catalogue change'),
        );
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
