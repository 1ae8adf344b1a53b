/**
 * The positions one client has seen of its match, for the game log, the history view and the
 * Debug panel's time travel: what the server (or, solo, this page's own master) says the seat
 * saw before this page opened, then every state the client receives. Positions are kept by
 * state id; a gap (a reconnect that skipped states) is filled by asking the source again. A source
 * that fails (the server busy, a 429, a network hiccup) is asked again a few times, further apart
 * each time, while a gap is left: one failure had left the log's gap for the page's life.
 */
import type { Ctx } from 'boardgame.io';
import type { Position } from '../../games/common/history';
import type { SeenMove } from '../../games/common/log';

export type HistorySource = () => Promise<Position[]>;

export interface HistorySnapshot {
  /** Positions by state id (holes: not known yet). */
  positions: readonly (Position | undefined)[];
  /** The source could not be read: only what this page saw is known. */
  failed: boolean;
}

interface LogLike {
  action: { type: string; payload?: { type?: string; args?: unknown; playerID?: string } };
}

/** The last move of a client's log, as the client was shown it (hidden arguments null). */
export function lastMove(log: readonly LogLike[] | undefined): SeenMove | null {
  const entry = [...(log ?? [])].reverse().find((e) => e.action.type === 'MAKE_MOVE');
  const payload = entry?.action.payload;
  if (!payload?.type) return null;
  const args = payload.args === null || payload.args === undefined ? null : Array.isArray(payload.args) ? payload.args : [payload.args];
  return { player: String(payload.playerID), move: payload.type, args };
}

/**
 * Puts `position` into `positions`: whole if its state is new; else only the move, when the one
 * known lacks it (a sync's state comes without one). What this page saw stays. Whether anything changed.
 */
function adopt(positions: (Position | undefined)[], position: Position): boolean {
  const seen = positions[position.stateID];
  if (seen && (seen.move !== null || position.move === null)) return false;
  positions[position.stateID] = seen ? { ...seen, move: position.move } : position;
  return true;
}

/** After a failed load with a gap left: asked again after 5, 10, 20, 40 and 80 s, then at the next gap. */
const RETRY_MS = 5_000;
const RETRIES = 5;

export class HistoryStore {
  private snapshot: HistorySnapshot = { positions: [], failed: false };
  private readonly listeners = new Set<() => void>();
  private loading: Promise<void> | undefined;
  /** A gap found while a load was on its way, which that load may have been asked for too early to fill. */
  private askAgain = false;
  private retries = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly source: HistorySource) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): HistorySnapshot => this.snapshot;

  /** The position after `moves` moves (the Debug panel counts moves from 0). */
  at(stateID: number): Position | undefined {
    return this.snapshot.positions[stateID];
  }

  /** Asks the source for everything (again); what the client saw meanwhile is kept. */
  load(): Promise<void> {
    this.loading ??= this.source()
      .then(
        (positions) => {
          const merged = [...this.snapshot.positions];
          for (const position of positions) adopt(merged, position);
          this.retries = 0;
          this.set({ positions: merged, failed: false });
        },
        () => {
          this.set({ ...this.snapshot, failed: true });
          this.retryLater();
        },
      )
      .finally(() => {
        this.loading = undefined;
        if (!this.askAgain) return;
        this.askAgain = false;
        if (!this.snapshot.failed) void this.load();
      });
    return this.loading;
  }

  /**
   * Fills a gap from the source. With a load on its way, asks once more after it: that answer
   * may have been made before the states now missing were (a 4-player match's moves come fast),
   * and the gap would have stayed for good.
   */
  private fill(): void {
    if (this.loading) this.askAgain = true;
    else void this.load();
  }

  private retryLater(): void {
    if (this.retry !== undefined || this.retries >= RETRIES || !this.hasGap()) return;
    this.retry = setTimeout(
      () => {
        this.retry = undefined;
        void this.load();
      },
      RETRY_MS * 2 ** this.retries++,
    );
  }

  /** A position before the latest known is missing, or known without its move. */
  private hasGap(): boolean {
    const { positions } = this.snapshot;
    for (let id = 1; id < positions.length; id++) if (positions[id]?.move == null) return true;
    return false;
  }

  /** A state the client received; the move is the last of its log. */
  receive(stateID: number, G: unknown, ctx: Ctx, move: SeenMove | null): void {
    const { positions } = this.snapshot;
    const merged = [...positions];
    if (!adopt(merged, { stateID, G, ctx, move: stateID === 0 ? null : move })) return;
    this.set({ ...this.snapshot, positions: merged });
    // A new state whose predecessor or move is unknown: the client missed moves, the source has them.
    const missing = stateID > 0 && (!positions[stateID - 1] || merged[stateID]!.move === null);
    // After a failure, a retry on its way will ask.
    if (missing && !positions[stateID] && this.retry === undefined) this.fill();
  }

  private set(snapshot: HistorySnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
