/** The Air, Land & Sea bot's Web Worker: the search runs here so the page never freezes. */
import { chooseMove } from '../../games/air-land-sea/ai/choose';
import { BUDGETS } from '../../games/air-land-sea/ai/levels';
import { isPlayer } from '../../games/air-land-sea/rules/vocabulary';
import { serveDecisions } from './serve-decisions';

serveDecisions({ budgets: BUDGETS, isPlayer, choose: chooseMove });
