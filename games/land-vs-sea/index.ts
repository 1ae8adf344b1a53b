/** What the rest of the project may import from Land vs Sea. */
export { LandVsSeaGame, GAME_NAME } from './game';
export { MOVE_NAMES, PARSERS, toMove, type MoveCall, type MoveName } from './moves';
export * from './rules';
