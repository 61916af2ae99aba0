import { AREA_LABEL_HELP, isAreaLabel } from '../hex/area-label.js';
import type { HexGrid } from '../hex/hex-grid.js';


/**
 * How a game names the places a unit can stand: hexes with the game's own labels, or numbered areas and
 * off-map Zones. Readers and the board validator check every label through this and keep it in canonical
 * form, so the same hex is always the same string. Each game's map (games/<id>/map.ts) picks one of the
 * three kinds below.
 */
export interface LocationLabels {
  readonly kind: 'hex' | 'area';
  /** What a valid label looks like, for error messages. */
  readonly help: string;
  /** The canonical label, or null when the label is not valid for the game. */
  canonical(label: string): string | null;
}

/** Labels of a hex grid: printed labels are capitals, so a page that writes o38 means O38. */
export function hexLabels(grid: HexGrid): LocationLabels {
  return {
    kind: 'hex',
    help: grid.labelHelp,
    canonical(label) {
      const h = grid.parse(label) ?? grid.parse(label.toUpperCase());
      return h ? grid.format(h) : null;
    },
  };
}

/** A short plain name, for the hexes of a game whose labels the seeds do not give. */
const FREE_LABEL = /^[A-Za-z0-9][A-Za-z0-9 .'-]{0,39}$/;

/** Hex labels taken as given: the seeds do not say how this game's map names its hexes. */
export const FREE_HEX_LABELS: LocationLabels = {
  kind: 'hex',
  help: 'a hex label of up to 40 letters and digits (the seeds do not give this game’s labels)',
  canonical(label) {
    const t = label.trim().replace(/\s+/g, ' ');
    return FREE_LABEL.test(t) ? t : null;
  },
};

/**
 * Numbered areas and named off-map Zones. Without the map's adjacency list any well-formed area number or
 * Zone name is taken as given; "07" (as a VASSAL zone or a page may write it) is area 7.
 */
export const AREA_LABELS: LocationLabels = {
  kind: 'area',
  help: AREA_LABEL_HELP,
  canonical(label) {
    const t = label.trim().replace(/\s+/g, ' ').replace(/^0+(?=\d)/, '');
    return isAreaLabel(t) ? t : null;
  },
};

