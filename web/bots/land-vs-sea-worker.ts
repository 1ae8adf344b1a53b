/** The Land vs Sea bot's Web Worker: the search runs here so the page never freezes. */
import { chooseMove } from '../../games/land-vs-sea/ai/choose';
import { BUDGETS } from '../../games/land-vs-sea/ai/levels';
import { isPlayer } from '../../games/land-vs-sea/rules/vocabulary';
import { serveDecisions } from './serve-decisions';

serveDecisions({ budgets: BUDGETS, isPlayer, choose: chooseMove });
