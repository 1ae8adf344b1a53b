// @vitest-environment jsdom
/** Beside an online board: the computer's turn says so, and says when its move is queued on the server. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { ComputerThinking } from '../../web/play/ComputerThinking';
import { fakeServer } from './support/fake-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ctx = (currentPlayer: string) => ({ currentPlayer, activePlayers: null }) as unknown as Ctx;
const matchData = [
  { id: 0, name: 'Ada' },
  { id: 1, name: 'Computer (hard)', data: { bot: 'hard' } },
];
const health = (queued: number) => ({ 'GET /health': () => ({ body: { status: 'ok', bots: { threads: 1, ready: 1, busy: 1, queued } } }) });

describe('the computer is thinking', () => {
  it('on the computer’s turn, with the server’s queue when its threads are all busy', async () => {
    fakeServer(health(3));
    render(<ComputerThinking ctx={ctx('1')} matchData={matchData} />);
    expect((await screen.findByText(/queued/)).textContent).toBe(
      'Computer (hard) is thinking… (queued: the server’s computer players are all busy, 3 moves waiting)',
    );
  });

  it('without a queue, only that it thinks', async () => {
    const server = fakeServer(health(0));
    render(<ComputerThinking ctx={ctx('1')} matchData={matchData} />);
    expect(screen.getByRole('status').textContent).toBe('Computer (hard) is thinking…');
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Computer (hard) is thinking…');
  });

  it('nothing on a person’s turn, nor while a seat is empty (nobody can move)', () => {
    const server = fakeServer(health(5));
    const { container, rerender } = render(<ComputerThinking ctx={ctx('0')} matchData={matchData} />);
    expect(container.textContent).toBe('');
    rerender(<ComputerThinking ctx={ctx('1')} matchData={matchData} waiting="Waiting for a player" />);
    expect(container.textContent).toBe('');
    expect(server.requests).toHaveLength(0);
  });
});
