import type { GunFire, GunReach, SideInfluence } from '../src/engine/calculators.js';
import { fitArtilleryMarks, type ArtilleryMarks, type ShotMark, type ShotVerdict } from '../src/messaging/artillery-marks.js';
import { targetLine } from './artillery-words.js';

/**
 * What the Artillery panel shows on the board, in board terms (hex labels, never pixels): a gun's shots with
 * their verdicts and blocking hexes, and a shade over hexes. Built from the engine's answers, cut to the
 * message's limits; the content script draws the lines and works out the crossed hexes and grazed hexsides
 * itself from the map's grid, so a line drawn is the line the rules traced.
 */

const verdict = (eligible: boolean | null): ShotVerdict => (eligible === true ? 'eligible' : eligible === false ? 'not-eligible' : 'undecided');

/** Gettysburg '88: one gun's double-range targets, each ringed by whether it may fire on it. */
export function gunFireMarks(fire: GunFire): ArtilleryMarks | null {
  if (!fire.gun) return null;
  const shots: ShotMark[] = fire.targets.map((t) => ({ unit: t.unit.id, hex: t.unit.hex, verdict: verdict(t.eligible), blockedBy: t.line.blockedBy[0] ?? null, reason: targetLine(t) }));
  return fitArtilleryMarks({ gun: { unit: fire.gun.id, hex: fire.gun.hex }, shots, shade: null, omitted: 0 });
}

const OBSTRUCTIONS = { woods: 'woods', town: 'a town hex', 'higher-ground': 'higher ground' } as const;

/**
 * Gettysburg (1977): one gun's range of influence under the optional rule: a shot to each enemy unit within 5
 * hexes (reached or not, or undecided) and a ray to each hex terrain keeps it from, with what blocks it; the
 * shade is `shade` (the enemy's ranges of influence the panel shows), or the gun's own reach.
 */
export function gunReachMarks(r: GunReach, shade: ArtilleryMarks['shade']): ArtilleryMarks | null {
  if (!r.gun) return null;
  const gun = r.gun;
  const toUnits: ShotMark[] = r.targets.map((t) => ({
    unit: t.unit,
    hex: t.hex,
    verdict: verdict(t.reached),
    blockedBy: t.line.blockedBy,
    reason: `${t.name} (${t.hex}): ${t.reached === true ? 'inside' : t.reached === false ? 'outside' : 'not known to be inside'} ${gun.name}'s range of influence`,
  }));
  const withUnits = new Set(r.targets.map((t) => t.hex));
  const rays: ShotMark[] = r.blocked
    .filter((b) => !withUnits.has(b.hex))
    .map((b) => ({ unit: null, hex: b.hex, verdict: 'not-eligible', blockedBy: b.by, reason: `${gun.name} does not reach ${b.hex}: ${b.by} (${OBSTRUCTIONS[b.obstruction]}) is in the way` }));
  return fitArtilleryMarks({ gun: { unit: gun.id, hex: gun.hex }, shots: [...toUnits, ...rays], shade: shade ?? { label: `reach of ${gun.name}`, hexes: r.hexes }, omitted: 0 });
}

const SIDE_NAMES = { union: 'Union', confederate: 'Confederate' } as const;

/** Gettysburg (1977): the hexes inside the enemy's ranges of influence, shaded. */
export function influenceShade(r: SideInfluence): NonNullable<ArtilleryMarks['shade']> {
  const enemy = r.side === 'union' ? 'confederate' : 'union';
  return { label: `${SIDE_NAMES[enemy]} ranges of influence`, hexes: Object.keys(r.hexes) };
}
