import type { GameId } from '../game-id.js';
import type { HexGrid, HexOrientation } from './hex-grid.js';
import type { HexLabelCodec } from './hex-label-codec.js';
import { layoutFor } from './hex-layout.js';
import { hexLine } from './hex-line.js';
import { oppositeHexes } from './hex-opposite.js';
import { axialDistance, axialNeighbors, type Hex } from './hex.js';
import { sightLine } from './sight-line.js';

/**
 * A HexGrid from a game's labels and orientation: the geometry (neighbours, distance, centres, lines,
 * opposite hexes) is the same axial arithmetic for every hex game.
 *
 * A codec's format must name exactly the hexes its parse accepts (the tests check the round trip).
 * A hex the labels cannot name (beyond a map edge) is printed as "(q,r)", which no game parses; neighbours
 * leave such hexes out, while lines and opposite hexes keep them so that a rule can see the map edge.
 */
export function makeHexGrid(game: GameId, orientation: HexOrientation, codec: HexLabelCodec): HexGrid {
  const layout = layoutFor(orientation);
  const format = (h: Hex): string => codec.format(h) ?? `(${h.q},${h.r})`;
  return {
    game,
    orientation,
    labelHelp: codec.labelHelp,
    parse: (label) => codec.parse(label),
    format,
    neighbors: (h) => axialNeighbors(h).filter((n) => codec.format(n) !== null),
    distance: axialDistance,
    center: (h) => layout.toPlane(h),
    line: (a, b) => hexLine(a, b, layout),
    sightLine: (a, b) => sightLine(a, b, layout),
    opposite: (at, from) => oppositeHexes(at, from, layout),
  };
}
