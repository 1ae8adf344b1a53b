import type { SeatResult } from '../../games/common/rating';

/** How the pages word a seat's result. */
export const RESULT_WORDS: Readonly<Record<SeatResult, string>> = { win: 'Won', loss: 'Lost', draw: 'Draw' };
