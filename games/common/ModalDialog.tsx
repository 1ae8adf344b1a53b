/**
 * A board's modal dialog (a battle's or the game's summary): over the board, named by its title,
 * keeping the keyboard (`dialogKeys`: Tab goes round its controls, Escape closes it).
 */
import type { ReactNode } from 'react';
import { dialogKeys } from './board-focus';

interface Props {
  /** Classes beside `dialog` (its width, its own layout). */
  className: string;
  /** The id of the heading that names the dialog. */
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ className, titleId, onClose, children }: Props) {
  return (
    <div className="overlay" role="presentation">
      <div className={`dialog ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={dialogKeys(onClose)}>
        {children}
      </div>
    </div>
  );
}
