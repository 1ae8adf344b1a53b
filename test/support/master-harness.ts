/**
 * A boardgame.io Master (the server's match engine) on in-memory storage, with a transport that
 * filters every message for each seat exactly as the socket transport does. Tests read what each
 * client really receives.
 */
import { Master } from 'boardgame.io/master';
import { createMatch, getFilterPlayerView, Sync } from 'boardgame.io/internal';
import type { Game, LogEntry, Server, State, StorageAPI } from 'boardgame.io';

/** Synchronous in-memory storage (boardgame.io 0.50 does not export its own InMemory). */
class MemoryStore extends Sync {
  private readonly states = new Map<string, State>();
  private readonly initial = new Map<string, State>();
  private readonly metadata = new Map<string, Server.MatchData>();
  private readonly logs = new Map<string, LogEntry[]>();

  override connect(): void {}

  override createMatch(id: string, opts: StorageAPI.CreateMatchOpts): void {
    this.initial.set(id, opts.initialState);
    this.states.set(id, opts.initialState);
    this.metadata.set(id, opts.metadata);
    this.logs.set(id, []);
  }

  override setState(id: string, state: State, deltalog?: LogEntry[]): void {
    this.states.set(id, state);
    if (deltalog) this.logs.set(id, [...(this.logs.get(id) ?? []), ...deltalog]);
  }

  override setMetadata(id: string, metadata: Server.MatchData): void {
    this.metadata.set(id, metadata);
  }

  override fetch<O extends StorageAPI.FetchOpts>(id: string, opts: O): StorageAPI.FetchResult<O> {
    const result: StorageAPI.FetchFields = {} as StorageAPI.FetchFields;
    if (opts.state) result.state = this.states.get(id) as State;
    if (opts.initialState) result.initialState = this.initial.get(id) as State;
    if (opts.metadata) result.metadata = this.metadata.get(id) as Server.MatchData;
    if (opts.log) result.log = this.logs.get(id) ?? [];
    return result as StorageAPI.FetchResult<O>;
  }

  override wipe(id: string): void {
    for (const map of [this.states, this.initial, this.metadata, this.logs]) map.delete(id);
  }

  override listMatches(): string[] {
    return [...this.states.keys()];
  }
}

export interface Received {
  type: string;
  args: unknown[];
}

export class MatchHarness<G> {
  readonly db = new MemoryStore();
  readonly received: Record<string, Received[]> = {};
  readonly master: Master;
  private readonly matchID = 'match';

  constructor(
    readonly game: Game<G>,
    numPlayers: number,
    setupData: unknown,
    readonly seats: (string | null)[],
  ) {
    const filter = getFilterPlayerView(game);
    const deliver = (playerID: string | null, payload: { type: string; args: unknown[] }) => {
      const key = String(playerID);
      (this.received[key] ??= []).push(JSON.parse(JSON.stringify(filter(playerID, payload as never))));
    };
    this.master = new Master(game, this.db, {
      send: ({ playerID, ...payload }: { playerID: string | null; type: string; args: unknown[] }) => deliver(playerID, payload),
      sendAll: (payload: { type: string; args: unknown[] }) => this.seats.forEach((seat) => deliver(seat, payload)),
    });
    const match = createMatch({ game, numPlayers, setupData, unlisted: false });
    if ('setupDataError' in match) throw new Error(match.setupDataError);
    this.db.createMatch(this.matchID, match);
  }

  state(): State<G> {
    return this.db.fetch(this.matchID, { state: true }).state as State<G>;
  }

  async sync(playerID: string | null): Promise<void> {
    await this.master.onSync(this.matchID, playerID as string, undefined, 2);
  }

  /** Sends a move as `playerID`; true when the server accepted it (the state advanced). */
  async move(playerID: string, type: string, args: unknown[]): Promise<boolean> {
    const before = this.state()._stateID;
    await this.master.onUpdate({ type: 'MAKE_MOVE', payload: { type, args, playerID, credentials: '' } }, before, this.matchID, playerID);
    return this.state()._stateID !== before;
  }

  /** A raw game event as a client could send it. */
  async event(playerID: string, type: string, args: unknown[]): Promise<boolean> {
    const before = this.state()._stateID;
    await this.master.onUpdate({ type: 'GAME_EVENT', payload: { type, args, playerID, credentials: '' } }, before, this.matchID, playerID);
    return this.state()._stateID !== before;
  }
}
