/** What the rest of the project may import from Air, Land & Sea. */
export { AirLandSeaGame, GAME_NAME, type AlsMatchState } from './game';
export { definition } from './definition';
export { MOVE_NAMES, MOVES, toMove, type MoveName } from './moves';
export * from './rules';
