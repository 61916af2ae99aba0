import type { BoardUnitType } from '../../../core/board/board.js';
import { pathKey } from '../../../core/board/json-path.js';
import type { MoveNeed } from './movement-answer.js';
import type { G88MovementSettings, MoveCost } from './movement-settings.js';

export type FigureKey = 'clear' | 'road' | 'streamCrossing' | 'bridge' | { readonly terrain: string };

/** A confirmed figure, or the question to ask for it. */
export type Figure = { readonly value: MoveCost; readonly need?: undefined } | { readonly value?: undefined; readonly need: MoveNeed };

const QUESTIONS: Record<Exclude<FigureKey, object>, string> = {
  clear: 'How many movement factors does a clear hex cost to enter?',
  road: 'How many movement factors does a hex entered along a road cost (the road rate)?',
  streamCrossing: 'How many movement factors does crossing a stream add where no bridge can be used?',
  bridge: 'How many movement factors does crossing a stream by a bridge add?',
};

function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The figure a unit type pays: its own line under costs.byUnitType when the user gave one, else the
 * general figure. Null or absent is not confirmed, and comes back as a question naming the setting.
 */
export function costFigure(settings: G88MovementSettings, type: BoardUnitType, key: FigureKey): Figure {
  const special = settings.costs.byUnitType[type];
  if (typeof key === 'object') {
    const byType = own(special?.terrain, key.terrain);
    const value = byType !== undefined ? byType : own(settings.costs.terrain, key.terrain);
    if (value !== undefined && value !== null) return { value };
    const where = byType === null ? pathKey(`costs.byUnitType.${type}.terrain`, key.terrain) : pathKey('costs.terrain', key.terrain);
    return { need: { setting: where, question: `How many movement factors does a hex of ${key.terrain} cost to enter${byType === null ? ` for ${type}` : ''}?` } };
  }
  const byType = special?.[key];
  const value = byType !== undefined ? byType : settings.costs[key];
  if (value !== null) return { value };
  return { need: { setting: byType === null ? `costs.byUnitType.${type}.${key}` : `costs.${key}`, question: QUESTIONS[key] } };
}
