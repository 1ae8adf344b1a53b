/**
 * What each client address holds at once, for the caps on it: TCP connections
 * (`connection-cap.ts`), socket.io connections and game sockets (`socket-cap.ts`). Counts up and
 * down per address; an address at 0 is forgotten.
 */
export class Tally {
  private readonly counts = new Map<string, number>();

  of(address: string): number {
    return this.counts.get(address) ?? 0;
  }

  /** Adds one; the returned function takes it back, once however often it is called. */
  add(address: string): () => void {
    this.counts.set(address, this.of(address) + 1);
    let counted = true;
    return () => {
      if (!counted) return;
      counted = false;
      const left = this.of(address) - 1;
      if (left <= 0) this.counts.delete(address);
      else this.counts.set(address, left);
    };
  }
}
