/**
 * boardgame.io writes a line `ERROR: …` to stderr for every action it refuses (a stale stateID, a
 * player not active, a move the game refused), in production too: a double click was a line, and
 * so was every packet a hostile client sends within its rate limits (the fuzzer's run: 353 lines),
 * a log that grows until the disk is full. Here, the first refusal of each kind in a period is
 * written as before; the others are counted and told in one line at the period's end:
 * "boardgame.io refused 41 more actions in the last 60 s: invalid stateID 38, player not active 3".
 * Everything else written to stderr passes as it is.
 */

/** Where the lines go, and what takes the place of `console.error` (a parameter for the tests). */
interface ErrorSink {
  error(...args: unknown[]): void;
}

/** "invalid stateID", "player not active", "disallowed move": the words before the details. */
const kindOf = (message: string): string => message.split(/[,:=[]| - /)[0]!.trim() || message;

/** Counts boardgame.io's refusals on `sink.error` (console by default); returns the function that stops it. */
export function summarizingRefusals(periodMs = 60_000, sink: ErrorSink = console): () => void {
  const original = sink.error;
  const write = original.bind(sink);
  let counted = new Map<string, number>();
  sink.error = (...args: unknown[]) => {
    const [tag, message] = args;
    if (tag !== 'ERROR:' || typeof message !== 'string' || args.length !== 2) return write(...args);
    const kind = kindOf(message);
    const seen = counted.get(kind);
    counted.set(kind, (seen ?? -1) + 1);
    if (seen === undefined) write(...args);
  };
  const flush = () => {
    const more = [...counted].filter(([, n]) => n > 0);
    counted = new Map();
    if (more.length === 0) return;
    const total = more.reduce((sum, [, n]) => sum + n, 0);
    const kinds = more.map(([kind, n]) => `${kind} ${n}`).join(', ');
    write(`boardgame.io refused ${total} more action${total === 1 ? '' : 's'} in the last ${Math.round(periodMs / 1000)} s: ${kinds}`);
  };
  const timer = setInterval(flush, periodMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    flush();
    sink.error = original;
  };
}
