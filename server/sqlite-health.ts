/**
 * What `/health` says about the SQLite store, from what its connections run into and from the
 * files under DATA_DIR:
 * - writes failing (a full disk, I/O errors): until a write succeeds again. A constraint refused
 *   (a match id taken twice) is that write's fault, not the store's;
 * - the database found corrupt by any read or write: until a restart, which then refuses the
 *   file (`sqlite-integrity.ts`);
 * - the file at the path no longer the one open (deleted or replaced while the server runs): the
 *   server goes on with the file it has open, which the next start will not find;
 * - a read of both tables on each check, so damage shows before a player runs into it.
 */
import { statSync } from 'node:fs';
import { failureOf, isCorruption, type WriteFailure } from './sqlite-writes';

const isStoreTrouble = (code: string) => !code.startsWith('SQLITE_CONSTRAINT');
const describe = ({ code, message }: WriteFailure) => `${message} (${code})`;

interface Identity {
  path: string;
  dev: number;
  ino: number;
}

export class SqliteHealth {
  private corrupt: string | undefined;
  private failingWrites: string | undefined;
  /** The database file and its write-ahead log as opened (SQLite keeps both open, at these paths). */
  private readonly opened: Identity[];

  constructor(private readonly file: string) {
    this.opened = [file, `${file}-wal`].flatMap((path) => {
      try {
        const { dev, ino } = statSync(path);
        return [{ path, dev, ino }];
      } catch {
        return [];
      }
    });
  }

  /** An error a read or a write ran into. */
  noteError(failure: WriteFailure): void {
    if (!isCorruption(failure.code) || this.corrupt) return;
    this.corrupt = describe(failure);
    console.error(`SQLite: ${this.file} is corrupt: ${this.corrupt}`);
  }

  /** The outcome of one batch of writes. */
  noteWrites(failed: WriteFailure[], committed: number): void {
    failed.forEach((failure) => this.noteError(failure));
    const trouble = failed.find((failure) => isStoreTrouble(failure.code));
    if (trouble) {
      if (!this.failingWrites) console.error(`SQLite: writes to ${this.file} are failing: ${describe(trouble)}`);
      this.failingWrites = describe(trouble);
    } else if (committed > 0 && this.failingWrites) {
      console.log(`SQLite: writes to ${this.file} succeed again`);
      this.failingWrites = undefined;
    }
  }

  /** What is wrong with the store, or undefined; `probe` reads the database. */
  problem(probe: () => void): string | undefined {
    if (!this.corrupt) {
      const moved = this.movedAway();
      if (moved) return moved;
      try {
        probe();
      } catch (error) {
        const failure = failureOf(error);
        this.noteError(failure);
        if (!this.corrupt) return `the database ${this.file} cannot be read: ${describe(failure)}`;
      }
    }
    if (this.corrupt) return `the database ${this.file} is corrupt: ${this.corrupt}; a restart refuses it until it is restored`;
    if (this.failingWrites) return `writes to the database ${this.file} are failing: ${this.failingWrites}`;
    return undefined;
  }

  private movedAway(): string | undefined {
    const moved = this.opened.find(({ path, dev, ino }) => {
      try {
        const now = statSync(path);
        return now.dev !== dev || now.ino !== ino;
      } catch {
        return true;
      }
    });
    return (
      moved &&
      `${moved.path} is no longer the file this server has open (deleted or replaced while it runs): what it stores now is lost at the next start`
    );
  }
}
