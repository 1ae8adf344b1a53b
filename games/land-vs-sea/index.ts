/** What the rest of the project may import from Land vs Sea. */
export { LandVsSeaGame, GAME_NAME } from './game';
export { definition } from './definition';
export { MOVE_NAMES, MOVES, toMove, type MoveName } from './moves';
export * from './rules';
