import type { Board } from '../../core/board/board.js';
import { perBoardHex } from './board-memo.js';
import { g77 } from './rule.js';
import { G77_MAP_DATA } from './map-data.js';

/** What makes a hex count as breastworks: a built breastworks, or a town or sunken-road hex (permanent breastworks). */
export type ProtectionKind = 'breastworks' | 'town' | 'sunken-road';

export interface HexProtection {
  readonly hex: string;
  readonly kinds: readonly ProtectionKind[];
  /** False when the board does not say what terrain the hex has, so it may be a town hex for all Adjutant knows. */
  readonly terrainKnown: boolean;
}

export const PROTECTION_RULE = g77('Breastworks 2');

export const PROTECTION_WORDS: Readonly<Record<ProtectionKind, string>> = {
  breastworks: 'in breastworks',
  town: 'in a Gettysburg town hex',
  'sunken-road': 'in a sunken-road hex',
};

function terrainNames(board: Board, hex: string): readonly string[] | undefined {
  const t = Object.hasOwn(board.terrain, hex) ? board.terrain[hex] : undefined;
  return t?.terrain?.map((n) => n.trim().toLowerCase());
}

/** The seed lists the sunken-road hexes; the map data keeps that list. */
export function isSunkenRoadHex(board: Board, hex: string): boolean {
  const listed = G77_MAP_DATA.data().hexGroups.some((g) => g.id === 'sunken-road' && g.hexes.includes(hex));
  return listed || (terrainNames(board, hex)?.includes('sunken road') ?? false);
}

/** True or false when the board gives the hex's terrain; null when it does not. */
export function isTownHex(board: Board, hex: string): boolean | null {
  const names = terrainNames(board, hex);
  if (names === undefined) return null;
  return names.some((n) => /\btown\b/.test(n));
}

/** A breastworks marker in the hex, or a unit there whose breastworks are built (a build marker does not count yet). */
export function hasBuiltBreastworks(board: Board, hex: string): boolean {
  return (
    board.markers.some((m) => m.kind === 'breastworks' && m.hex === hex) ||
    board.units.some((u) => u.location.kind === 'hex' && u.location.hex === hex && u.status.breastworks === 'built') ||
    (terrainNames(board, hex)?.includes('breastworks') ?? false)
  );
}

/** Remembered per board and hex (see perBoardHex). */
export const hexProtection = perBoardHex(readProtection);

function readProtection(board: Board, hex: string): HexProtection {
  const kinds: ProtectionKind[] = [];
  if (hasBuiltBreastworks(board, hex)) kinds.push('breastworks');
  const town = isTownHex(board, hex);
  if (town) kinds.push('town');
  if (isSunkenRoadHex(board, hex)) kinds.push('sunken-road');
  return { hex, kinds, terrainKnown: town !== null };
}
