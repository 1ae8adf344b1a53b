// @vitest-environment jsdom
/** A solo game survives a reload: kept in localStorage, resumed, and the bot moves if it was its turn. */
import type { Game } from 'boardgame.io';
import type { Bot } from 'boardgame.io/ai';
import { Client } from 'boardgame.io/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { definition } from '../../games/air-land-sea/definition';
import { legalActionsInView, type AlsView } from '../../games/air-land-sea/rules';
import { fairRandomBot, type BotClass } from '../../games/common/bots';
import { forgetSoloGame } from '../../web/play/solo-kept';
import { soloTransport } from '../../web/play/solo-transport';

/** A bot that answers only when told to: the computer is still thinking when the player leaves. */
function heldBot() {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered = (): void => {};
  const hasAnswered = new Promise<void>((resolve) => (answered = resolve));
  class Held extends AlsRandomBot {
    override async play(...args: Parameters<Bot['play']>) {
      await released;
      const choice = await super.play(...args);
      answered();
      return choice;
    }
  }
  return { Held: Held as BotClass, release, hasAnswered };
}

const AlsRandomBot = fairRandomBot(definition);
const KEY = 'solo:test';
// A new game object each time: boardgame.io keeps one Local master per game object, and a
// reload starts from nothing but localStorage.
const freshGame = (): Game => ({ ...AirLandSeaGame, setup: (context) => AirLandSeaGame.setup!(context, { firstPlayer: '0' }) });
const clients: { stop: () => void }[] = [];

function open(bot: BotClass) {
  const game = freshGame();
  const client = Client({ game, numPlayers: 2, playerID: '0', matchID: 'solo', multiplayer: soloTransport(game, { '1': bot }, KEY) });
  client.start();
  clients.push(client);
  const view = () => client.getState()?.G as unknown as AlsView | undefined;
  const legal = () => {
    const seen = view();
    return seen ? legalActionsInView(seen) : [];
  };
  return { client, view, legal, stateID: () => client.getState()?._stateID ?? -1 };
}

async function playOnce(seat: ReturnType<typeof open>): Promise<number> {
  await vi.waitFor(() => expect(seat.legal().length).toBeGreaterThan(0));
  const before = seat.stateID();
  // Face down: no ability asks the player for a choice, so the turn passes to the computer.
  const action = seat.legal().find((a) => a.type === 'improvise');
  if (action?.type !== 'improvise') throw new Error('no card to play face down');
  seat.client.moves.improvise!(action.card, action.theater);
  await vi.waitFor(() => expect(seat.stateID()).toBeGreaterThan(before));
  return seat.stateID();
}

/** The player moves, then clicks "New game": the saved game is forgotten and a new one opens. */
async function newGameAfterOneMove(bot: BotClass): Promise<ReturnType<typeof open>> {
  const first = open(bot);
  await playOnce(first);
  first.client.stop();
  forgetSoloGame(KEY);
  const fresh = open(AlsRandomBot);
  await vi.waitFor(() => expect(fresh.legal().length).toBeGreaterThan(0));
  return fresh;
}

afterEach(() => {
  clients.splice(0).forEach((c) => c.stop());
  localStorage.clear();
});

describe('solo games in the browser', () => {
  it('a reload resumes the game where it was, hand and all', async () => {
    const first = open(AlsRandomBot);
    const afterMine = await playOnce(first);
    await vi.waitFor(() => expect(first.stateID()).toBeGreaterThan(afterMine)); // the computer answered
    await vi.waitFor(() => expect(first.legal().length).toBeGreaterThan(0));
    const saved = { stateID: first.stateID(), hand: first.view()!.hands['0'] };
    first.client.stop();

    const reloaded = open(AlsRandomBot);
    await vi.waitFor(() => expect(reloaded.stateID()).toBe(saved.stateID));
    expect(reloaded.view()!.hands['0']).toEqual(saved.hand);
    expect((reloaded.client.getState()?.G as unknown as AlsMatchState).turn).toBe(
      (first.client.getState()?.G as unknown as AlsMatchState).turn,
    );
  });

  it('a game closed while the computer was thinking: after the reload the computer moves', async () => {
    const first = open(heldBot().Held); // never released: the page closed while the computer was thinking
    const afterMine = await playOnce(first);
    first.client.stop();

    const reloaded = open(AlsRandomBot);
    await vi.waitFor(() => expect(reloaded.stateID()).toBeGreaterThan(afterMine));
    await vi.waitFor(() => expect(reloaded.legal().length).toBeGreaterThan(0));
  });

  it('"New game" forgets the saved one', async () => {
    const fresh = await newGameAfterOneMove(AlsRandomBot);
    expect(fresh.stateID()).toBe(0);
  });

  it('"New game" while the computer is thinking: its late move does not bring the old game back', async () => {
    const { Held, release, hasAnswered } = heldBot();
    const fresh = await newGameAfterOneMove(Held);

    release();
    await hasAnswered;
    await new Promise((resolve) => setTimeout(resolve, 50)); // the old game would be saved by now
    fresh.client.stop();

    const reloaded = open(AlsRandomBot);
    await vi.waitFor(() => expect(reloaded.legal().length).toBeGreaterThan(0));
    expect(reloaded.stateID()).toBe(0);
  });
});
