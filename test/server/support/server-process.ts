/**
 * A real server process for the tests: `npx tsx server.ts` on a free 127.0.0.1 port with its own
 * data directory, started and killed like production (including SIGKILL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;

/**
 * The per-address limits switched off (0). Every test client comes from 127.0.0.1, so a test
 * that creates matches or plays whole matches at full speed is, to the server, one very busy
 * address. Such tests (and the load test) start their servers with this; the limits themselves
 * are tested in address-limits.test.ts, and the browser tests run with the defaults.
 */
export const NO_ADDRESS_LIMITS: Record<string, string> = {
  LIMIT_CREATES_PER_MINUTE: '0',
  LIMIT_JOINS_PER_MINUTE: '0',
  LIMIT_MOVES_PER_SECOND: '0',
  LIMIT_CHATS_PER_MINUTE: '0',
  LIMIT_RECORDS_PER_MINUTE: '0',
  LIMIT_TURNS_PER_MINUTE: '0',
  LIMIT_LISTS_PER_MINUTE: '0',
  LIMIT_OPEN_MATCHES: '0',
  LIMIT_COMPUTER_MATCHES: '0',
  LIMIT_PLAYER_READS_PER_MINUTE: '0',
  LIMIT_PLAYER_WRITES_PER_MINUTE: '0',
  LIMIT_QUICK_PER_MINUTE: '0',
  LIMIT_QUICK_LOOKUPS_PER_MINUTE: '0',
  LIMIT_QUICK_WAITING: '0',
  LIMIT_SOCKETS_AT_ONCE: '0',
  LIMIT_CONNECTIONS_AT_ONCE: '0',
  LIMIT_CONNECTIONS_PER_MINUTE: '0',
  LIMIT_PACKETS_PER_SECOND: '0',
};

/** Servers still running when the test process exits are killed, never left behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** Where the database lives (default: a fresh temporary directory). */
  dataDir?: string;
  /** Extra node flags for the server (e.g. a `--require` preload). */
  nodeArgs?: string[];
}

export class ServerProcess {
  private child: ChildProcess | undefined;
  output = '';
  readonly url: string;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    private readonly nodeArgs: string[],
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The process id while it runs (for measuring its CPU time). */
  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  /** The exit code once the process has exited by itself, else null. */
  get exitCode(): number | null {
    return this.child?.exitCode ?? null;
  }

  static async start(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<ServerProcess> {
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'als-server-'));
    const server = new ServerProcess(await freePort(), dataDir, env, options.nodeArgs ?? []);
    await server.launch();
    return server;
  }

  async launch(): Promise<void> {
    // One process (not the tsx CLI, which forks): a signal reaches the server itself.
    // SERVER_NODE_ARGS: extra node flags for the server only (e.g. --cpu-prof while load testing).
    const extra = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    this.child = spawn(process.execPath, [...extra, ...this.nodeArgs, '--import', 'tsx', 'server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, NODE_ENV: 'production', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = this.child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited (${this.child.exitCode}):\n${this.output}`);
      try {
        const response = await fetch(`${this.url}/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await this.stop('SIGKILL');
    throw new Error(`server did not become healthy:\n${this.output}`);
  }

  /** Stops the process with `signal` and waits for it to exit. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
