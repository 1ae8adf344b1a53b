/**
 * Several real server processes (`server.ts`) sharing one PostgreSQL and one Redis, as in
 * production behind a proxy, plus a reader of what they stored.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { PostgresStorage } from '../../../server/postgres-storage';
import { ServerProcess } from '../../server/support/server-process';
import { Infra } from './infra';

export interface StoredMatch {
  state: State;
  initialState: State;
  metadata: Server.MatchData;
  log: LogEntry[];
}

export class Cluster {
  private constructor(
    readonly infra: Infra,
    readonly servers: ServerProcess[],
    readonly store: PostgresStorage,
    readonly env: Record<string, string>,
  ) {}

  /**
   * PostgreSQL, Redis and `instances` servers, started one after the other (so the first one
   * takes the cleanup lock). `env` is added to every server's environment.
   */
  static async start(instances: number, env: Record<string, string> = {}): Promise<Cluster> {
    const infra = await Infra.start();
    const servers: ServerProcess[] = [];
    try {
      const serverEnv = { DATABASE_URL: infra.databaseUrl, REDIS_URL: infra.redisUrl!, ...env };
      for (let i = 0; i < instances; i++) servers.push(await ServerProcess.start(serverEnv));
      const store = new PostgresStorage(infra.databaseUrl, 4);
      return new Cluster(infra, servers, store, serverEnv);
    } catch (error) {
      await Promise.all(servers.map((s) => s.dispose()));
      await infra.stop();
      throw error;
    }
  }

  async get(matchID: string): Promise<StoredMatch | undefined> {
    const match = await this.store.fetch(matchID, { state: true, initialState: true, metadata: true, log: true });
    return match.state ? (match as StoredMatch) : undefined;
  }

  /** Stops the servers (SIGTERM, SIGKILL after 5 s), then the database and Redis. */
  async stop(): Promise<void> {
    await Promise.all(this.servers.map((s) => Promise.race([s.stop('SIGTERM'), new Promise((r) => setTimeout(r, 5_000))])));
    await Promise.all(this.servers.map((s) => s.dispose()));
    await this.store.close();
    await this.infra.stop();
  }
}
