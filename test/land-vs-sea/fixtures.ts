/**
 * Map fixtures (legal, matching boards) for the focused tests, as "q,r" -> placed-tile codes.
 * The start tile at (0,0) has land on edges 0-2 and sea on edges 3-5.
 */

/** Five of the start tile's six neighbours; `START_RING_LAST` is the sixth. */
export const START_RING_FIVE: Record<string, string> = {
  '0,-1': 'T21 r3', // one land edge, facing the start tile
  '1,-1': 'T30 r4', // one land edge, facing the start tile
  '1,0': 'T41 r5', // one land edge, facing the start tile: closes the start's land area
  '0,1': 'T16 r2',
  '-1,1': 'T44.1 r2',
};
/** The tile that surrounds the start tile: 'T34' at (-1,0), rotation 4. */
export const START_RING_LAST = { tile: 'T34', at: '@-1,0 r4' };

/**
 * A ring around (0,2) whose six edges facing the hole are land (the first five; the sixth is
 * placed by a test). Its land segments form one area that the Volcano completes: 7 tiles.
 */
export const LAND_RING_FIVE: Record<string, string> = {
  '0,1': 'T01.1 r2',
  '1,1': 'T04 r3',
  '1,2': 'T05 r4',
  '0,3': 'T09 r5',
  '-1,3': 'T15 r1',
};
export const LAND_RING_LAST = { tile: 'T21', at: '@-1,2 r2' };

/** A ring around (0,-2) whose six edges facing the hole are sea (five of them, then the last). */
export const SEA_RING_FIVE: Record<string, string> = {
  '0,-3': 'T08 r4',
  '1,-3': 'T12 r5',
  '1,-2': 'T16 r0',
  '0,-1': 'T32 r2',
  '-1,-1': 'T27 r0',
};
export const SEA_RING_LAST = { tile: 'T20', at: '@-1,-2 r0' };

/**
 * A ring around (0,2) whose edges facing the hole read L L L S S S (edges 0..5 of the hole),
 * each a one-edge segment: a tile with "LLLSSS" at rotation 0 fills the hole and completes a
 * land area and a sea area at once (4 tiles each).
 */
export const MIXED_RING_FIVE: Record<string, string> = {
  '0,1': 'T07 r1',
  '1,1': 'T10.1 r1',
  '1,2': 'T11 r4',
  '0,3': 'T02 r1',
  '-1,3': 'T03.1 r2',
};
export const MIXED_RING_LAST = { tile: 'T15.1', at: '@-1,2 r3' };
