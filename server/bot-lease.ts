/**
 * Which instance plays a match's computer seats: the holder of the match's lease.
 * - One instance (SQLite): this one, always (`soleInstance`).
 * - Several instances (PostgreSQL): a session-level advisory lock per match
 *   (`pg_try_advisory_lock` on the match id's hash), taken on one connection of this instance
 *   and held while it plays the match. When the instance stops or dies (even `kill -9`), the
 *   database ends its session and every lock it held is free: another instance's next scan
 *   (`bot-host.ts`) takes the match over. The lock lives in the database that holds the matches.
 */
import pg from 'pg';

export interface BotLease {
  /** True if this instance now holds the match's lease (or held it already). */
  take(matchID: string): Promise<boolean>;
  release(matchID: string): Promise<void>;
  close(): Promise<void>;
}

export const soleInstance: BotLease = {
  take: async () => true,
  release: async () => undefined,
  close: async () => undefined,
};

/** A key space of its own, apart from the cleanup lock's (`cleanup-lock.ts`). */
const LEASE_SPACE = 'bot-seat:';

export class AdvisoryLockLease implements BotLease {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly held = new Set<string>();

  constructor(private readonly databaseUrl: string) {}

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      // A lost connection is every lease lost: the matches go to whoever locks them next.
      const lose = () => {
        if (this.client === client) this.client = undefined;
        this.held.clear();
        client.end().catch(() => undefined);
      };
      client.on('error', lose);
      client.on('end', lose);
      try {
        await client.connect();
      } catch (error) {
        this.connecting = undefined;
        throw error;
      }
      this.client = client;
      this.connecting = undefined;
      return client;
    })();
    return this.connecting;
  }

  async take(matchID: string): Promise<boolean> {
    if (this.held.has(matchID)) return true;
    const client = await this.connection();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [
      LEASE_SPACE + matchID,
    ]);
    if (!rows[0]?.locked) return false;
    this.held.add(matchID);
    return true;
  }

  async release(matchID: string): Promise<void> {
    if (!this.held.delete(matchID) || !this.client) return;
    await this.client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [LEASE_SPACE + matchID]).catch(() => undefined);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }
}
