/**
 * A full disk under a test server's database, made one of two ways:
 * - a small tmpfs mounted as the server's DATA_DIR and filled with a file: the real thing, but
 *   mounting needs root with CAP_SYS_ADMIN, which a CI container may not have;
 * - SQLite's page cap (`PRAGMA max_page_count`) on every connection of the server, set by the
 *   preload `sqlite-page-cap.cjs`, and the database filled up to it from the test: the server's
 *   writer gets the same SQLITE_FULL from SQLite, on any machine. A full disk refuses every
 *   write, a full database only those that need a new page (a row rewritten at the same size
 *   needs none), so triggers make each write to `matches` store one more row: it needs a page.
 * `fill()` leaves no room for one more page; `free()` gives room back.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmdirSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface DiskFull {
  /** How the disk fills up, for the test's title. */
  readonly how: string;
  readonly dataDir: string;
  /** What the server process needs for it. */
  readonly serverEnv: Record<string, string>;
  readonly nodeArgs: string[];
  fill(): void;
  free(): void;
  /** After the server has stopped. */
  dispose(): void;
}

const TMPFS_SIZE = '8m';
/** 8 MB of 4 KB pages: room for a few matches until the test fills it. */
const PAGE_CAP = 2_000;
const PAGE_CAP_PRELOAD = new URL('./sqlite-page-cap.cjs', import.meta.url).pathname;

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** A tmpfs for DATA_DIR, or why it cannot be mounted here. */
export function tmpfsDiskFull(): DiskFull | string {
  const mountPoint = mkdtempSync(join(tmpdir(), 'als-tmpfs-'));
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0700`, 'tmpfs', mountPoint], { encoding: 'utf8' });
  if (mount.status !== 0) {
    rmdirSync(mountPoint);
    return (mount.stderr || mount.error?.message || `mount exited with ${mount.status}`).trim();
  }
  const filler = join(mountPoint, 'filler');
  return {
    how: `a ${TMPFS_SIZE} tmpfs filled up`,
    dataDir: join(mountPoint, 'data'),
    serverEnv: {},
    nodeArgs: [],
    fill() {
      const fd = openSync(filler, 'w');
      const block = Buffer.alloc(64 * 1024);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if (codeOf(error) !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    free() {
      unlinkSync(filler);
    },
    dispose() {
      spawnSync('umount', ['--lazy', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}

/** The server's SQLite connections capped at PAGE_CAP pages, the database filled up to the cap. */
export function pageCapDiskFull(): DiskFull {
  const dataDir = mkdtempSync(join(tmpdir(), 'als-page-cap-'));
  let filler: Database.Database | undefined;
  return {
    how: `SQLite's page cap filled up`,
    dataDir,
    serverEnv: { TEST_SQLITE_MAX_PAGE_COUNT: String(PAGE_CAP) },
    nodeArgs: ['--require', PAGE_CAP_PRELOAD],
    fill() {
      const db = new Database(join(dataDir, 'matches.sqlite'));
      db.pragma('busy_timeout = 5000');
      db.pragma(`max_page_count = ${PAGE_CAP}`);
      db.exec('CREATE TABLE filler (bytes BLOB)');
      const insert = db.prepare<[Buffer]>('INSERT INTO filler VALUES (?)');
      // Big rows, then ever smaller ones, until not one more page can be had (no free page left).
      for (const size of [64 * 1024, 4096, 512, 64, 8]) {
        try {
          for (;;) insert.run(Buffer.alloc(size));
        } catch (error) {
          if (codeOf(error) !== 'SQLITE_FULL') throw error;
        }
      }
      db.exec(`
        CREATE TRIGGER filler_on_insert AFTER INSERT ON matches BEGIN INSERT INTO filler VALUES (zeroblob(1024)); END;
        CREATE TRIGGER filler_on_update AFTER UPDATE ON matches BEGIN INSERT INTO filler VALUES (zeroblob(1024)); END;
      `);
      filler = db;
    },
    free() {
      // The filler's pages go to the free list, where the server's writer finds them.
      filler?.exec('DROP TRIGGER filler_on_insert; DROP TRIGGER filler_on_update; DROP TABLE filler');
      filler?.close();
      filler = undefined;
    },
    dispose() {
      filler?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
