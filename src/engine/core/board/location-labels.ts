import type { GameId } from '../game-id.js';
import { AREA_LABEL_HELP, isAreaLabel } from '../hex/area-label.js';
import { hexGrid } from '../hex/grids.js';

/**
 * How a game names the places a unit can stand: hexes with the game's own labels, or They Met's
 * numbered areas and off-map Zones. Readers and the board validator check every label through this
 * and keep it in canonical form, so the same hex is always the same string.
 */
export interface LocationLabels {
  readonly kind: 'hex' | 'area';
  /** What a valid label looks like, for error messages. */
  readonly help: string;
  /** The canonical label, or null when the label is not valid for the game. */
  canonical(label: string): string | null;
}

/** The hexes of a game whose labels the seeds do not give: a short plain name. */
const FREE_LABEL = /^[A-Za-z0-9][A-Za-z0-9 .'-]{0,39}$/;

function freeLabel(label: string): string | null {
  const t = label.trim().replace(/\s+/g, ' ');
  return FREE_LABEL.test(t) ? t : null;
}

export function locationLabels(game: GameId): LocationLabels {
  if (game === 'they-met') {
    // The map's adjacency list is not public: any well-formed area number or Zone name is taken as given.
    return {
      kind: 'area',
      help: AREA_LABEL_HELP,
      canonical(label) {
        // An area is a number, so "07" (as a VASSAL zone or a page may write it) is area 7, as "o38" is O38.
        const t = label.trim().replace(/\s+/g, ' ').replace(/^0+(?=\d)/, '');
        return isAreaLabel(t) ? t : null;
      },
    };
  }
  const grid = hexGrid(game);
  if (!grid) return { kind: 'hex', help: 'a hex label of up to 40 letters and digits (the seeds do not give this game’s labels)', canonical: freeLabel };
  return {
    kind: 'hex',
    help: grid.labelHelp,
    canonical(label) {
      // Printed labels are capitals; a page that writes o38 means O38.
      const h = grid.parse(label) ?? grid.parse(label.toUpperCase());
      return h ? grid.format(h) : null;
    },
  };
}
