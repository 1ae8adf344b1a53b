// @vitest-environment jsdom
/**
 * While the game log is out of sight (below the board on a phone), the others' moves since this
 * seat's own last one are said at the screen's foot, in the log's words, until seen: a tap or a
 * key anywhere, 8 seconds, or the log come into sight. A screen reader hears each move of another
 * seat as it comes, wherever the log is.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameLog, type LogItem } from '../../web/play/GameLog';
import { fakeSight } from './support/fake-sight';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const START: LogItem = { stateID: 0, lines: ['Battle 1'] };
const move = (stateID: number, player: string, ...lines: string[]): LogItem => ({ stateID, player, lines });
const MINE = move(1, '0', 'You played Maneuver (Air 3) face up to Air');
const THEIRS = move(2, '1', 'Bo played Ambush (Land 2) face up to Land', 'With Ambush, Bo flipped your Maneuver (Air 3) in Air');

const news = () => document.querySelector('.move-news');

function live(items: LogItem[], viewer: string | null = '0') {
  const sight = fakeSight();
  const view = render(<GameLog items={items} viewing={null} onSelect={() => {}} incomplete={false} viewer={viewer} />);
  sight.report(false);
  return {
    sight,
    next: (more: LogItem[]) => {
      view.rerender(<GameLog items={more} viewing={null} onSelect={() => {}} incomplete={false} viewer={viewer} />);
      sight.report(false);
    },
  };
}

describe('news of the others’ moves', () => {
  it('says the other seat’s move since yours, its lines joined as the log’s label joins them', () => {
    live([START, MINE, THEIRS]);
    expect(news()?.textContent).toBe(
      'New in the game log' + 'Bo played Ambush (Land 2) face up to Land. With Ambush, Bo flipped your Maneuver (Air 3) in Air',
    );
    expect(news()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('counts every move since yours and says the newest two', () => {
    live([START, MINE, THEIRS, move(3, '2', 'Cy played a card face down to Sea'), move(4, '1', 'Bo played a card face down to Air')]);
    expect(news()?.querySelector('.foot-news__count')?.textContent).toBe('3 new moves in the game log');
    expect(news()?.querySelector('.move-news__text')?.textContent).toBe(
      'Cy played a card face down to Sea. Bo played a card face down to Air',
    );
  });

  it('says nothing once your own move is the newest, nor while the log is in sight', () => {
    const { sight, next } = live([START, MINE]);
    expect(news()).toBeNull();
    next([START, MINE, THEIRS]);
    expect(news()).not.toBeNull();
    sight.report(true);
    expect(news()).toBeNull();
    // Seen in the log: out of sight again, it is not news any more.
    sight.report(false);
    expect(news()).toBeNull();
  });

  it('goes at a tap or a key anywhere; the next move of another is news again', () => {
    const { next } = live([START, MINE, THEIRS]);
    fireEvent.pointerDown(document.body);
    expect(news()).toBeNull();
    next([START, MINE, THEIRS, move(3, '1', 'Bo withdrew')]);
    expect(news()?.textContent).toBe('New in the game logBo withdrew');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(news()).toBeNull();
  });

  it('goes by itself after 8 seconds', () => {
    vi.useFakeTimers();
    live([START, MINE, THEIRS]);
    act(() => vi.advanceTimersByTime(7_900));
    expect(news()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(news()).toBeNull();
  });

  it('a spectator is told every move made since the page opened; a past position of the log tells nothing', () => {
    // Opened on a match under way: its moves are not news (QA: "41 new moves in the game log" over a phone's board).
    const { next } = live([START, MINE, THEIRS], null);
    expect(news()).toBeNull();
    next([START, MINE, THEIRS, move(3, '0', 'Ann withdrew')]);
    expect(news()?.textContent).toBe('New in the game logAnn withdrew');
    next([START, MINE, THEIRS, move(3, '0', 'Ann withdrew'), move(4, '1', 'Bo played a card face down to Air')]);
    expect(news()?.querySelector('.foot-news__count')?.textContent).toBe('2 new moves in the game log');
    cleanup();
    fakeSight();
    render(<GameLog items={[START, MINE, THEIRS]} viewing={1} onSelect={() => {}} incomplete={false} viewer="0" />);
    expect(news()).toBeNull();
  });

  it('a screen reader hears each move of another seat as it comes, and not its own, in sight or not', () => {
    const { sight, next } = live([START, MINE]);
    const told = () => screen.getByRole('status').textContent;
    expect(told()).toBe('');
    sight.report(true);
    next([START, MINE, THEIRS]);
    sight.report(true);
    expect(told()).toBe('Bo played Ambush (Land 2) face up to Land. With Ambush, Bo flipped your Maneuver (Air 3) in Air');
    next([START, MINE, THEIRS, move(3, '1', 'Bo withdrew')]);
    expect(told()).toBe('Bo withdrew');
    next([START, MINE, THEIRS, move(3, '1', 'Bo withdrew'), move(4, '0', 'You played a card face down to Sea')]);
    expect(told()).toBe('');
  });
});
