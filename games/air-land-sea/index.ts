/** What the rest of the project may import from Air, Land & Sea. */
export { AirLandSeaGame, GAME_NAME, type AlsMatchState } from './game';
export { MOVE_NAMES, PARSERS, toMove, type MoveName } from './moves';
export * from './rules';
