import type { BoardUnitType } from '../../../core/board/board.js';
import { costFigure } from './cost-figure.js';
import { fromSettings } from '../rule.js';
import type { HexTerrainNames } from './hex-terrain.js';
import type { CostPart, MoveNeed } from './movement-answer.js';
import { RULED_TERRAIN, type G88MovementSettings } from './movement-settings.js';

/** The price of a hex's terrain: its parts, the questions still open, and whether the unit may enter at all. */
export interface TerrainCost {
  readonly parts: readonly CostPart[];
  readonly needs: readonly MoveNeed[];
  /** The terrain that forbids entry to this unit type, when one does. */
  readonly prohibitedBy: string | null;
}

/** Names the rules price themselves: a road is the road rate, a rough hill is clarification 2's extra factor. */
const NOT_PRICED = new Set<string>([RULED_TERRAIN.road, RULED_TERRAIN.roughHill]);

/**
 * Entering a hex off the road: the cost of its terrain for this unit type (clear when only the rules'
 * own names are given). Several terrains cost the highest or the sum, as the user confirmed.
 */
export function terrainCost(settings: G88MovementSettings, type: BoardUnitType, hex: string, terrain: HexTerrainNames): TerrainCost {
  const cite = (what: string) => fromSettings(what, settings.rule);
  if (terrain.names === null) {
    if (settings.unmarkedHexes !== 'clear') {
      return {
        parts: [],
        needs: [{ setting: 'unmarkedHexes', question: `What terrain is ${hex}? Neither the board nor your terrain marks say (mark it, or let unmarked hexes count as clear).` }],
        prohibitedBy: null,
      };
    }
  }
  const priced = (terrain.names ?? []).filter((n) => !NOT_PRICED.has(n) && n !== RULED_TERRAIN.clear);
  const named = priced.length > 0 ? priced : [RULED_TERRAIN.clear];
  const unmarked = terrain.names === null ? ' (no terrain given; your settings count such a hex as clear)' : '';
  const figures = named.map((name) => ({ name, figure: costFigure(settings, type, name === RULED_TERRAIN.clear ? 'clear' : { terrain: name }) }));
  const needs = figures.flatMap((f) => (f.figure.need ? [f.figure.need] : []));
  const prohibitedBy = figures.find((f) => f.figure.value === 'prohibited')?.name ?? null;
  if (prohibitedBy !== null) return { parts: [{ text: `${hex}: ${prohibitedBy}, which ${type} may not enter`, cost: null, rule: cite(`movement costs: ${prohibitedBy}`) }], needs, prohibitedBy };
  if (needs.length > 0) return { parts: [{ text: `${hex}: ${named.join(' and ')}${unmarked}`, cost: null, rule: cite('movement costs') }], needs, prohibitedBy };
  const values = figures.map((f) => f.figure.value as number);
  if (values.length === 1) {
    return { parts: [{ text: `${hex}: ${named[0] ?? ''}${unmarked}`, cost: values[0] ?? 0, rule: cite(`movement costs: ${named[0] ?? ''}`) }], needs, prohibitedBy };
  }
  const combine = settings.costs.combine;
  if (combine === null) {
    return {
      parts: [{ text: `${hex}: ${named.join(' and ')}`, cost: null, rule: cite('movement costs') }],
      needs: [{ setting: 'costs.combine', question: `${hex} has more than one terrain (${named.join(', ')}): does it cost the highest of their costs, or their sum?` }],
      prohibitedBy,
    };
  }
  const cost = combine === 'highest' ? Math.max(...values) : values.reduce((a, b) => a + b, 0);
  const how = combine === 'highest' ? 'the highest of' : 'the sum of';
  return { parts: [{ text: `${hex}: ${named.join(' and ')}, ${how} their costs`, cost, rule: cite(`movement costs: ${named.join(', ')}`) }], needs, prohibitedBy };
}
