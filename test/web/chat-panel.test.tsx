// @vitest-environment jsdom
/**
 * The match's chat panel: messages read as plain text with their seat's name, a seat writes
 * within the server's rules (length, not blank, rate) and the page says when it must wait; a
 * spectator reads only; what is not a seat's text is not shown.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXT_LIMIT, CHATS_PER_MINUTE } from '../../games/common/chat';
import { ChatPanel } from '../../web/play/ChatPanel';
import { keepChat } from '../../web/play/chat-lines';
import { fakeSight } from './support/fake-sight';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView; // jsdom has none; a test sets it
  window.localStorage.clear();
});

const NAMES = { '0': 'Ada', '1': 'Bo' };
const lines = () =>
  within(screen.getByRole('log', { name: 'Chat messages' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('chat panel', () => {
  it('shows each message as text with who wrote it: markup stays text', () => {
    const { container } = render(
      <ChatPanel
        matchID="m1"
        names={NAMES}
        playerID="0"
        send={vi.fn()}
        messages={[
          { id: 'a', sender: '0', payload: 'good luck <b>Bo</b>' },
          { id: 'b', sender: '1', payload: '<img src=x onerror="alert(1)">' },
        ]}
      />,
    );
    expect(lines()).toEqual(['You: good luck <b>Bo</b>', 'Bo: <img src=x onerror="alert(1)">']);
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('shows nothing that is not a seat’s text', () => {
    render(
      <ChatPanel
        matchID="m1"
        names={NAMES}
        playerID={null}
        messages={[
          { id: 'a', sender: '1', payload: 'hello' },
          { id: 'a', sender: '1', payload: 'hello' }, // the same message twice
          { id: 'b', sender: null, payload: 'a spectator' },
          { id: 'c', sender: '0', payload: { html: '<b>x</b>' } },
          { id: 'd', sender: '0', payload: 'x'.repeat(CHAT_TEXT_LIMIT + 1) },
          { id: 'e', sender: '0', payload: '   ' },
          { id: 'f', sender: '__proto__', payload: 'odd sender' },
          'not a message',
          null,
        ]}
      />,
    );
    expect(lines()).toEqual(['Bo: hello']);
  });

  it('a spectator reads, with nothing to write in', () => {
    render(<ChatPanel matchID="m1" names={NAMES} playerID={null} messages={[{ id: 'a', sender: '0', payload: 'hi' }]} />);
    expect(lines()).toEqual(['Ada: hi']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByText('Spectators read the chat; only players write.')).toBeTruthy();
  });

  it('sends the trimmed text with Enter or the button; never blank, never longer than the server takes', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ChatPanel matchID="m1" names={NAMES} playerID="1" send={send} messages={[]} />);
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(input, '   ');
    expect(button.disabled).toBe(true);
    await user.type(input, '{Enter}');
    expect(send).not.toHaveBeenCalled();
    await user.type(input, ' well played {Enter}');
    expect(send).toHaveBeenLastCalledWith('well played');
    expect(input.value).toBe('');
    // A paste of a whole page stops at the limit.
    fireEvent.change(input, { target: { value: 'y'.repeat(CHAT_TEXT_LIMIT + 200) } });
    expect(input.value).toHaveLength(CHAT_TEXT_LIMIT);
    expect(input.maxLength).toBe(CHAT_TEXT_LIMIT);
    await user.click(button);
    expect(send).toHaveBeenLastCalledWith('y'.repeat(CHAT_TEXT_LIMIT));
  });

  it('after a message sent with the button (by Tab and Enter, or a tap), the focus is back in the box for the next', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ChatPanel matchID="m1" names={NAMES} playerID="1" send={send} messages={[]} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'good game');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenLastCalledWith('good game');
    expect(document.activeElement, 'the emptied box disables the button: focus would fall to the page').toBe(input);
    await user.type(input, 'again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenLastCalledWith('again');
    expect(document.activeElement).toBe(input);
  });

  it('a message the server would drop for a control character is not sent, and the page says why', () => {
    render(<ChatPanel matchID="m1" names={NAMES} playerID="1" send={vi.fn()} messages={[]} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'gg \u202eevil' } });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/holds a control character/);
    fireEvent.change(input, { target: { value: 'gg' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps to the server’s rate: past it, the button waits and counts down', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const send = vi.fn();
    render(<ChatPanel matchID="m1" names={NAMES} playerID="0" send={send} messages={[]} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    const say = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.submit(input.closest('form')!);
    };
    for (let i = 0; i < CHATS_PER_MINUTE; i++) {
      say(`message ${i}`);
      act(() => void vi.advanceTimersByTime(1_000));
    }
    expect(send).toHaveBeenCalledTimes(CHATS_PER_MINUTE);
    say('one too many');
    expect(send).toHaveBeenCalledTimes(CHATS_PER_MINUTE);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    // The first message was sent 20 s ago: it leaves the minute in 40 s.
    expect(screen.getByRole('status').textContent).toBe(`${CHATS_PER_MINUTE} messages a minute at most: you can send again in 40 s.`);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status').textContent).toMatch(/in 10 s\.$/);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    say('one more');
    expect(send).toHaveBeenLastCalledWith('one more');
  });

  it('keeps what this browser saw of a match for its next page: a reload showed an empty chat (QA)', () => {
    const first = render(
      <ChatPanel
        matchID="m1"
        names={NAMES}
        playerID="0"
        send={vi.fn()}
        messages={[
          { id: 'a', sender: '1', payload: 'hi Ann' },
          { id: 'b', sender: '0', payload: 'hello' },
        ]}
      />,
    );
    first.unmount();
    // The reloaded page's socket brings only what is said from now on.
    const { rerender } = render(<ChatPanel matchID="m1" names={NAMES} playerID="0" send={vi.fn()} messages={[]} />);
    expect(lines()).toEqual(['Bo: hi Ann', 'You: hello']);
    rerender(<ChatPanel matchID="m1" names={NAMES} playerID="0" send={vi.fn()} messages={[{ id: 'c', sender: '1', payload: 'back' }]} />);
    expect(lines()).toEqual(['Bo: hi Ann', 'You: hello', 'Bo: back']);
    cleanup();
    // Another match's chat is its own.
    render(<ChatPanel matchID="m2" names={NAMES} playerID="0" send={vi.fn()} messages={[]} />);
    expect(lines()).toEqual(['No messages on this device yet.']);
  });

  it('reads what it kept as hostile too, and keeps the chats of the 20 matches chatted in last', () => {
    window.localStorage.setItem(
      'als-lvs:chat:m1',
      JSON.stringify({
        at: 1,
        messages: [
          { id: 'x', sender: '0', payload: { html: '<b>' } },
          { id: 'y', sender: '1', payload: 'ok' },
        ],
      }),
    );
    window.localStorage.setItem('als-lvs:chat:m2', '{not json');
    render(<ChatPanel matchID="m1" names={NAMES} playerID={null} messages={[]} />);
    expect(lines()).toEqual(['Bo: ok']);
    cleanup();
    render(<ChatPanel matchID="m2" names={NAMES} playerID={null} messages={[]} />);
    expect(lines()).toEqual(['No messages on this device yet.']);
    cleanup();
    window.localStorage.clear();
    for (let n = 0; n < 25; n++) keepChat(`k${n}`, [{ id: 'a', sender: '0', text: `match ${n}` }], 1_000 + n);
    const kept = Object.keys(window.localStorage).filter((key) => key.startsWith('als-lvs:chat:k'));
    expect(kept.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `als-lvs:chat:k${i + 5}`).sort());
  });

  it('a message from another while the chat is out of sight: a button at the foot says who wrote what and goes to the chat (QA)', async () => {
    const user = userEvent.setup();
    const sight = fakeSight();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const at = (messages: { id: string; sender: string; payload: string }[]) => (
      <ChatPanel matchID="m1" names={NAMES} playerID="0" send={vi.fn()} messages={messages} />
    );
    const before = [{ id: 'a', sender: '1', payload: 'good luck' }];
    const { rerender } = render(at(before));
    sight.report(false);
    // What the chat held when it went out of sight is not news; nor is one's own message.
    expect(screen.queryByRole('button', { name: /new message/i })).toBeNull();
    rerender(at([...before, { id: 'b', sender: '0', payload: 'thanks' }]));
    expect(screen.queryByRole('button', { name: /new message/i })).toBeNull();
    const three = [...before, { id: 'b', sender: '0', payload: 'thanks' }, { id: 'c', sender: '1', payload: 'one more after this?' }];
    rerender(at(three));
    expect(screen.getByRole('button', { name: /new message/i }).textContent).toBe('New messageBo: one more after this?');
    rerender(at([...three, { id: 'd', sender: '1', payload: 'rematch?' }]));
    const news = screen.getByRole('button', { name: /new messages/i });
    expect(news.textContent).toBe('2 new messagesBo: rematch?');
    await user.click(news);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('log', { name: 'Chat messages' }));
    // In sight, the messages are read: out of sight again, they are not news.
    sight.report(true);
    expect(screen.queryByRole('button', { name: /new message/i })).toBeNull();
    sight.report(false);
    expect(screen.queryByRole('button', { name: /new message/i })).toBeNull();
  });

  /** Seat 0's chat, out of sight, as Bo's "good luck" comes: its news, and more messages to hear. */
  function heardOutOfSight() {
    const sight = fakeSight();
    const at = (messages: { id: string; sender: string; payload: string }[]) => (
      <ChatPanel matchID="m1" names={NAMES} playerID="0" send={vi.fn()} messages={messages} />
    );
    const { rerender } = render(at([]));
    sight.report(false);
    const one = [{ id: 'a', sender: '1', payload: 'good luck' }];
    rerender(at(one));
    return {
      sight,
      one,
      hear: (messages: { id: string; sender: string; payload: string }[]) => rerender(at(messages)),
      news: () => screen.queryByRole('button', { name: /new message/i }),
    };
  }

  it('the news goes once read: at a tap elsewhere or a key after its first second, not at Tab, the way to it (QA: it stayed over a phone’s hand)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { sight, one, hear, news } = heardOutOfSight();
      // A tap on its way as it showed.
      fireEvent.pointerDown(document.body);
      expect(news()).not.toBeNull();
      vi.advanceTimersByTime(1_100);
      fireEvent.keyDown(document.body, { key: 'Tab' });
      fireEvent.keyDown(news()!, { key: 'Enter' });
      expect(news(), 'Tab and its own key keep it').not.toBeNull();
      fireEvent.pointerDown(document.body);
      expect(news(), 'a tap elsewhere').toBeNull();
      hear([...one, { id: 'b', sender: '1', payload: 'rematch?' }]);
      expect(news()!.textContent).toBe('New messageBo: rematch?');
      vi.advanceTimersByTime(1_100);
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      expect(news(), 'a key').toBeNull();
      // Read: not news again when the chat goes out of sight once more.
      sight.report(true);
      sight.report(false);
      expect(news()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('unread, the news goes after 10 seconds, unless the keyboard is on it (QA: on a phone a tap meant for the hand opened the chat)', () => {
    vi.useFakeTimers();
    try {
      const { one, hear, news } = heardOutOfSight();
      act(() => vi.advanceTimersByTime(9_900));
      expect(news()).not.toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(news()).toBeNull();
      hear([...one, { id: 'b', sender: '1', payload: 'rematch?' }]);
      act(() => news()!.focus());
      act(() => vi.advanceTimersByTime(20_000));
      expect(news()!.textContent).toBe('New messageBo: rematch?');
    } finally {
      vi.useRealTimers();
    }
  });
});
