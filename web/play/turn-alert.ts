/**
 * Turn alerts: a player waiting for an opponent switches to another tab, so when it becomes
 * their turn while this tab is hidden, the tab itself says so: its title starts with
 * "● Your turn — " and its icon gets an orange dot. Both come back as they were as soon as the
 * tab is seen again (or the turn passes, or the page closes the match). Opt-in (the browser
 * remembers it), a short beep and a notification too: both can startle, and a notification
 * needs the browser's permission.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

export const TURN_TITLE_PREFIX = '● Your turn — ';

/** The app's hexagon (web/index.html) with an orange dot: readable at 16 px in a tab strip. */
export const ALERT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><path d='M8 1l6.1 3.5v7L8 15l-6.1-3.5v-7z' fill='#2f7d5b'/>" +
      "<circle cx='11.5' cy='4.5' r='4.2' fill='#f28c28' stroke='#fff' stroke-width='1.2'/></svg>",
  );

const PREFERENCE_KEY = 'als-lvs:turn-alerts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the choice lasts for the page only
  }
}

// The preference as an external store, so every toggle and every match view agree at once.
const listeners = new Set<() => void>();
let pagePreference: boolean | null = null;

export function soundAndNotificationsOn(): boolean {
  return pagePreference ?? storage()?.getItem(PREFERENCE_KEY) === 'on';
}

export function setSoundAndNotifications(on: boolean): void {
  pagePreference = on;
  if (on) storage()?.setItem(PREFERENCE_KEY, 'on');
  else storage()?.removeItem(PREFERENCE_KEY);
  listeners.forEach((listener) => listener());
}

/** Forgets the page's copy of the preference (tests start each from localStorage). */
export function resetTurnAlertPreference(): void {
  pagePreference = null;
}

export function useSoundAndNotifications(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, soundAndNotificationsOn);
}

/** The tab's title and icon while it alerts, and how to put them back. */
export function showTurnAlert(doc: Document): () => void {
  const title = doc.title;
  const icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  const href = icon?.getAttribute('href') ?? null;
  doc.title = TURN_TITLE_PREFIX + title;
  icon?.setAttribute('href', ALERT_ICON);
  return () => {
    // Only what the alert changed: a page that renamed itself meanwhile keeps its new title.
    if (doc.title === TURN_TITLE_PREFIX + title) doc.title = title;
    if (icon && href !== null && icon.getAttribute('href') === ALERT_ICON) icon.setAttribute('href', href);
  };
}

// One context for the page, created on the click that turned sound on: browsers let a page
// play sound only after the user has interacted with it.
let audio: AudioContext | null = null;

export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => {});
}

/** Two short soft tones, a fifth apart. */
function beep(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    [660, 990].forEach((frequency, i) => {
      const tone = audio!.createOscillator();
      const gain = audio!.createGain();
      tone.frequency.value = frequency;
      const at = start + i * 0.16;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      tone.connect(gain).connect(audio!.destination);
      tone.start(at);
      tone.stop(at + 0.15);
    });
  } catch {
    // No sound is no reason to break the page.
  }
}

function notify(title: string, body: string, tag: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const note = new Notification(title, { body, tag });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  } catch {
    // Some browsers (Android Chrome) only notify from a service worker: the title still says it.
  }
}

/** Asks for the browser's permission to notify, on the click that turned alerts on. */
export async function askToNotify(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

function stop(restore: { current: (() => void) | null }): void {
  restore.current?.();
  restore.current = null;
}

export interface TurnAlertOptions {
  /** It is this page's seat's decision now. */
  myTurn: boolean;
  /** The notification's text, e.g. "Air, Land & Sea: Bo played. It is your turn." */
  message: string;
  /** One notification per match: a newer one replaces the last. */
  tag: string;
}

/**
 * Alerts when `myTurn` becomes true while the tab is hidden; a turn that was already there
 * when the player left the tab is theirs to know. Ends when the tab is visible again.
 */
export function useTurnAlert({ myTurn, message, tag }: TurnAlertOptions): void {
  const restore = useRef<(() => void) | null>(null);
  const wasMyTurn = useRef(myTurn);
  const text = useRef({ message, tag });
  text.current = { message, tag };

  useEffect(() => {
    const became = myTurn && !wasMyTurn.current;
    wasMyTurn.current = myTurn;
    if (!myTurn) stop(restore);
    if (!became || document.visibilityState !== 'hidden' || restore.current) return;
    restore.current = showTurnAlert(document);
    if (soundAndNotificationsOn()) {
      beep();
      notify('Your turn', text.current.message, text.current.tag);
    }
  }, [myTurn]);

  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') stop(restore);
    };
    document.addEventListener('visibilitychange', seen);
    return () => {
      document.removeEventListener('visibilitychange', seen);
      stop(restore);
    };
  }, []);
}
