/**
 * The real nginx (Debian's `nginx-light` or `nginx`) running `deploy/nginx.conf`, rewritten only
 * where a test must differ: its upstreams are the test's instances, it listens on a free
 * 127.0.0.1 port, keeps its files in a temporary directory, and logs where each request went.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/support/server-process';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
export const DEPLOY_CONF = new URL('../../../deploy/nginx.conf', import.meta.url).pathname;

export interface Routed {
  matchID: string;
  upstream: string;
  status: number;
  uri: string;
}

export class Nginx {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
  ) {}

  static async start(instances: string[]): Promise<Nginx> {
    if (!NGINX) throw new Error("nginx is not installed: run `npm run setup` (installs Debian's nginx-light)");
    const dir = mkdtempSync(join(tmpdir(), 'als-nginx-'));
    const port = await freePort();
    const upstreams = instances.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=10s;`).join('\n');
    let site = readFileSync(DEPLOY_CONF, 'utf8');
    site = site.replace(
      /(upstream \w+ \{\n(?:\s*(?:hash|least_conn)[^\n]*\n)?)(?:\s*server [^\n]*\n)+/g,
      (_, head: string) => `${head}${upstreams}\n`,
    );
    site = site.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    if (!site.includes(`listen 127.0.0.1:${port}`) || site.includes('game1:8000'))
      throw new Error('deploy/nginx.conf no longer has the expected shape');
    writeFileSync(join(dir, 'site.conf'), site);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, t)};`).join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  ${temp}
  log_format routed '$arg_matchID\t$upstream_addr\t$status\t$request_uri';
  access_log ${join(dir, 'access.log')} routed;
  include ${join(dir, 'site.conf')};
}
`,
    );
    const output = { text: '' };
    const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off; master_process off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c: Buffer) => (output.text += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output.text += c.toString()));
    process.once('exit', () => child.kill('SIGKILL'));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${output.text} ${readIfThere(join(dir, 'error.log'))}`);
      if (
        await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return new Nginx(child, dir, url);
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${output.text}`);
  }

  /** Every request nginx proxied under /socket.io/: its match id argument and where it went. */
  socketRequests(): Routed[] {
    return this.requests().filter((r) => r.uri.includes('/socket.io/'));
  }

  /** Every request nginx proxied: its match id argument (if any), where it went, its status and URI. */
  requests(): Routed[] {
    return readIfThere(join(this.dir, 'access.log'))
      .split('\n')
      .filter((l) => l !== '')
      .map((line) => {
        const [matchID, upstream, status, uri] = line.split('\t');
        return { matchID: matchID!, upstream: upstream!, status: Number(status), uri: uri! };
      });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((r) => this.child.once('exit', r));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function readIfThere(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}
