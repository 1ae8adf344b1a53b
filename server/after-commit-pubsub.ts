/**
 * The Master broadcasts a move's update before it writes the new state, in the same tick. This
 * pub/sub delivers each message on the next turn of the event loop, after the (synchronous)
 * SQLite write has committed, so a client never sees a move that a crash could still lose.
 */
type Callback<T> = (payload: T) => void;

export class AfterCommitPubSub<T> {
  private readonly channels = new Map<string, Callback<T>[]>();

  publish(channelId: string, payload: T): void {
    setImmediate(() => {
      for (const callback of this.channels.get(channelId) ?? []) callback(payload);
    });
  }

  subscribe(channelId: string, callback: Callback<T>): void {
    const callbacks = this.channels.get(channelId);
    if (callbacks) callbacks.push(callback);
    else this.channels.set(channelId, [callback]);
  }

  unsubscribeAll(channelId: string): void {
    this.channels.delete(channelId);
  }
}
