/** Boxes on the screen, as playwright measures them, for layout checks. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The two boxes share some area (boxes that only touch do not). */
export const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
