/**
 * boardgame.io's Debug panel travels in time by handing the board a past state in place of the
 * live one, with the live game's moves still wired: a move made on it went to the present game (a
 * card played since was refused without a word; a legal one was played). Such a state is only G,
 * ctx and plugins: it has no `_stateID`, which every state from the game master has.
 */
export const isDebugPast = (props: { _stateID?: number }): boolean => props._stateID === undefined;
