// @vitest-environment jsdom
/**
 * Turn alerts on an online match's page: when the turn comes to this seat while the tab is
 * hidden, the tab's title and icon say so, and come back when the tab is seen; the sound and
 * the notification only when the player turned them on (remembered in localStorage).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definition } from '../../games/air-land-sea/definition';
import type { AnyBoardProps } from '../../games/common/meta';
import type { SideProps } from '../../web/play/HistoryBoard';
import { withMatchSide } from '../../web/play/MatchSide';
import { ALERT_ICON, resetTurnAlertPreference } from '../../web/play/turn-alert';

const TITLE = 'Air, Land & Sea · Land vs Sea';
const ICON = 'data:image/svg+xml,hexagon';

const Stub: ComponentType<AnyBoardProps & SideProps> = ({ side }) => (
  <div>
    <p>board</p>
    {side}
  </div>
);
const Page = withMatchSide(Stub, definition);

const SEATS = [
  { id: 0, name: 'Ada' },
  { id: 1, name: 'Bo' },
];
/** The props boardgame.io passes: whose turn it is is all these tests vary. */
const props = (ctx: Partial<AnyBoardProps['ctx']>, extra: Partial<AnyBoardProps> = {}) =>
  ({
    ctx: { currentPlayer: '1', ...ctx },
    playerID: '0',
    matchID: 'm1',
    matchData: SEATS,
    chatMessages: [],
    sendChatMessage: vi.fn(),
    ...extra,
  }) as unknown as AnyBoardProps;

const icon = () => document.querySelector('link[rel="icon"]')!.getAttribute('href');

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** A Notification stand-in that records what was shown. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body?: string }[] = [];
  class FakeNotification {
    static permission = permission;
    /** The player answers the browser's question with `answer`. */
    static requestPermission = vi.fn(async () => (FakeNotification.permission = answer));
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, Notification: FakeNotification };
}

/** An AudioContext stand-in counting the tones played. */
function fakeAudio() {
  const tones = { started: 0 };
  const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {});
    createGain() {
      return { gain: param, connect: (to: unknown) => to };
    }
    createOscillator() {
      return { frequency: { value: 0 }, connect: (to: unknown) => to, start: () => void tones.started++, stop: vi.fn() };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

beforeEach(() => {
  window.localStorage.clear();
  resetTurnAlertPreference();
  document.head.innerHTML = `<link rel="icon" href="${ICON}" />`;
  document.title = TITLE;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('turn alerts', () => {
  it('the title and icon change when the turn comes while the tab is hidden, and come back when it is seen', () => {
    const { rerender } = render(<Page {...props({ currentPlayer: '1' })} />);
    setVisibility('hidden');
    expect(document.title).toBe(TITLE);
    rerender(<Page {...props({ currentPlayer: '0' })} />);
    expect(document.title).toBe(`● Your turn — ${TITLE}`);
    expect(icon()).toBe(ALERT_ICON);
    setVisibility('visible');
    expect(document.title).toBe(TITLE);
    expect(icon()).toBe(ICON);
  });

  it('a choice in a stage is a turn too; nothing while the tab is visible, the table waits, or the game is over', () => {
    const { rerender } = render(<Page {...props({ currentPlayer: '1' })} />);
    // Visible: the player sees the board.
    rerender(<Page {...props({ currentPlayer: '0' })} />);
    expect(document.title).toBe(TITLE);
    setVisibility('hidden');
    // Already their turn when they left: nothing new to tell.
    rerender(<Page {...props({ currentPlayer: '0' })} />);
    expect(document.title).toBe(TITLE);
    rerender(<Page {...props({ currentPlayer: '1' })} />);
    rerender(<Page {...props({ currentPlayer: '1' }, { waiting: 'Waiting for a player in seat 2.' })} />);
    rerender(<Page {...props({ currentPlayer: '0' }, { waiting: 'Waiting for a player in seat 2.' })} />);
    expect(document.title, 'no move is taken while a seat is empty').toBe(TITLE);
    rerender(<Page {...props({ currentPlayer: '1' })} />);
    rerender(<Page {...props({ currentPlayer: '1', gameover: { winner: '1' } })} />);
    expect(document.title).toBe(TITLE);
    // The opponent's turn, but this seat must choose (a stage): that is this seat's decision.
    rerender(<Page {...props({ currentPlayer: '1', activePlayers: { '0': 'choose' } })} />);
    expect(document.title).toBe(`● Your turn — ${TITLE}`);
    // The choice made while away (another tab of the same seat): the title stops saying so.
    rerender(<Page {...props({ currentPlayer: '1', activePlayers: { '1': 'choose' } })} />);
    expect(document.title).toBe(TITLE);
    expect(icon()).toBe(ICON);
  });

  it('a spectator gets no alert and no toggle', () => {
    const { rerender } = render(<Page {...props({ currentPlayer: '1' }, { playerID: undefined })} />);
    setVisibility('hidden');
    rerender(<Page {...props({ currentPlayer: '0' }, { playerID: undefined })} />);
    expect(document.title).toBe(TITLE);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('no sound or notification until the player turns them on; then both, remembered by the browser', async () => {
    const user = userEvent.setup();
    const { shown, Notification } = fakeNotifications('default', 'granted');
    const tones = fakeAudio();
    const { rerender, unmount } = render(<Page {...props({ currentPlayer: '1' })} />);
    const toggle = screen.getByRole('checkbox', { name: 'Sound and notification when it becomes my turn' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    setVisibility('hidden');
    rerender(<Page {...props({ currentPlayer: '0' })} />);
    expect(document.title).toBe(`● Your turn — ${TITLE}`);
    expect(shown).toEqual([]);
    expect(tones.started).toBe(0);
    setVisibility('visible');
    rerender(<Page {...props({ currentPlayer: '1' })} />);

    await user.click(toggle);
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(Notification.permission).toBe('granted');
    expect(toggle.checked).toBe(true);
    unmount();

    // Another page later: the choice stays.
    resetTurnAlertPreference();
    const again = render(<Page {...props({ currentPlayer: '1' })} />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    setVisibility('hidden');
    again.rerender(<Page {...props({ currentPlayer: '0' })} />);
    expect(shown).toEqual([{ title: 'Your turn', body: 'Air, Land & Sea: it is your turn.' }]);
    expect(tones.started).toBe(2);
  });

  it('says so when the browser refuses notifications', async () => {
    const user = userEvent.setup();
    fakeNotifications('denied');
    fakeAudio();
    render(<Page {...props({ currentPlayer: '1' })} />);
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByText(/does not allow notifications/)).toBeTruthy();
  });
});
