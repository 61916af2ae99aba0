import type { Hex } from './hex.js';

/** How one game writes its hexes: the part of a grid that differs from game to game. */
export interface HexLabelCodec {
  readonly labelHelp: string;
  /** The hex a label names, or null when it is not a label of this game (or lies outside the map's known extent). */
  parse(label: string): Hex | null;
  /** The label of a hex, or null when the game's labels cannot name it (e.g. a row before A). */
  format(h: Hex): string | null;
}

/** Labels are short; anything longer is refused before any pattern is tried on it. */
export const LABEL_MAX_LENGTH = 12;
