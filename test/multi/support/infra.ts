/**
 * PostgreSQL and Redis for a test run, from Debian's packages (`postgresql`, `redis-server`;
 * `scripts/setup.sh` installs them), on 127.0.0.1 and free ports, in a temporary directory:
 * nothing is shared with a system service (none needs to run). PostgreSQL refuses to run as
 * root, so as root (CI) its processes run as the `postgres` user the package creates.
 * Everything is stopped by `stop()`, and killed if the test process exits first.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/support/server-process';

function postgresBin(name: string): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(base, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  throw new Error(`${name} not found under ${base}: install Debian's postgresql package (bash scripts/setup.sh)`);
}

const REDIS_SERVER = '/usr/bin/redis-server';

/** Children still running when the test process exits are stopped, never left behind. */
const running = new Map<ChildProcess, NodeJS.Signals>();
process.once('exit', () => running.forEach((signal, child) => child.kill(signal)));

/** As root: the uid/gid of the `postgres` user, for PostgreSQL's processes. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function waitFor(what: string, child: ChildProcess, output: () => string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited:\n${output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not start:\n${output()}`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.set(server, 'SIGKILL');
  let output = '';
  server.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  await waitFor(
    'redis-server',
    server,
    () => output,
    async () => /Ready to accept connections/.test(output),
  );
  return server;
}

export class Infra {
  private constructor(
    readonly databaseUrl: string,
    readonly redisUrl: string | undefined,
    private readonly children: ChildProcess[],
    private readonly dir: string,
  ) {}

  /** Starts PostgreSQL (and Redis unless `redis: false`). */
  static async start({ redis = true }: { redis?: boolean } = {}): Promise<Infra> {
    const dir = mkdtempSync(join(tmpdir(), 'als-infra-'));
    const user = postgresUser();
    if (user) chownSync(dir, user.uid, user.gid);
    const children: ChildProcess[] = [];
    try {
      const data = join(dir, 'pg');
      const init = spawnSync(postgresBin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'], {
        encoding: 'utf8',
        ...(user ?? {}),
        env: { ...process.env, LC_ALL: 'C' },
      });
      if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
      const pgPort = await freePort();
      // fsync off: the tests kill servers, never the database, and this keeps them fast.
      const postgres = spawn(
        postgresBin('postgres'),
        [
          '-D',
          data,
          '-p',
          String(pgPort),
          '-k',
          dir,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
          '-c',
          'max_connections=200',
        ],
        { ...(user ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
      );
      children.push(postgres);
      running.set(postgres, 'SIGQUIT'); // immediate shutdown: the postmaster takes its backends down
      let pgOutput = '';
      postgres.stdout?.on('data', (c: Buffer) => (pgOutput += c.toString()));
      postgres.stderr?.on('data', (c: Buffer) => (pgOutput += c.toString()));
      const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
      await waitFor(
        'postgres',
        postgres,
        () => pgOutput,
        async () => {
          const client = new pg.Client({ connectionString: databaseUrl });
          client.on('error', () => undefined);
          try {
            await client.connect();
            await client.query('SELECT 1');
            return true;
          } finally {
            await client.end().catch(() => undefined);
          }
        },
      );

      let redisUrl: string | undefined;
      if (redis) {
        const redisPort = await freePort();
        children.push(await startRedis(redisPort, dir));
        redisUrl = `redis://127.0.0.1:${redisPort}`;
      }
      return new Infra(databaseUrl, redisUrl, children, dir);
    } catch (error) {
      await Promise.all(children.map((c) => stopChild(c, 'SIGKILL')));
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** A fresh, empty database on this cluster (one per test file or suite). */
  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
    const url = new URL(this.databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** Kills Redis (SIGKILL: what it held is gone), runs `whileDown`, then starts Redis again on its port. */
  async restartRedis(whileDown: () => Promise<void>): Promise<void> {
    const port = Number(new URL(this.redisUrl!).port);
    await stopChild(this.children[1]!, 'SIGKILL');
    try {
      await whileDown();
    } finally {
      this.children[1] = await startRedis(port, this.dir);
    }
  }

  async stop(): Promise<void> {
    // Fast shutdown for PostgreSQL (SIGINT), then Redis.
    await Promise.all(this.children.map((c, i) => stopChild(c, i === 0 ? 'SIGINT' : 'SIGTERM')));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
