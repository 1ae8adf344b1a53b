/** An in-app link: a real `<a href>` (open in a new tab works) that navigates without a reload. */
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from './router';

interface Props {
  to: string;
  children: ReactNode;
  className?: string;
  /** Its accessible name, when the words shown lean on what is around them ("Tutorial" under a game). */
  label?: string;
}

export function Link({ to, children, className, label }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} className={className} aria-label={label}>
      {children}
    </a>
  );
}
