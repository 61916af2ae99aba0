import { COMBAT_STATUSES, FORCE_LIMITS, SIDES, UNIT_TYPES, type CombatUnitInput, type ForceInput } from './combat-unit.js';
import { fieldError, isRecord, type FieldError, type Parsed } from './field-error.js';
import type { GameCatalog } from './game-catalog.js';
import type { OddsRequest } from './resolve-combat.js';

export const DRM_LIMIT = 50;

function isStrength(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= FORCE_LIMITS.strength;
}

function parseUnit(v: unknown, path: string, errors: FieldError[]): CombatUnitInput | null {
  if (!isRecord(v)) {
    errors.push(fieldError(path, 'a unit object', v));
    return null;
  }
  const before = errors.length;
  const { name, side, type, strength, reducedStrength, reduced, status, group, lends, retreatedOntoFriends } = v;
  if (typeof name !== 'string' || name.length > FORCE_LIMITS.nameLength) errors.push(fieldError(`${path}.name`, `a name of up to ${FORCE_LIMITS.nameLength} characters`, name));
  if (!(SIDES as readonly unknown[]).includes(side)) errors.push(fieldError(`${path}.side`, SIDES.join(' or '), side));
  if (!(UNIT_TYPES as readonly unknown[]).includes(type)) errors.push(fieldError(`${path}.type`, UNIT_TYPES.join(', '), type));
  if (!isStrength(strength)) errors.push(fieldError(`${path}.strength`, `a whole number from 0 to ${FORCE_LIMITS.strength}`, strength));
  if (reducedStrength !== null && reducedStrength !== undefined && !isStrength(reducedStrength)) errors.push(fieldError(`${path}.reducedStrength`, 'a whole number, or null when the counter has no back strength', reducedStrength));
  if (reduced !== undefined && typeof reduced !== 'boolean') errors.push(fieldError(`${path}.reduced`, 'true or false', reduced));
  if (status !== undefined && !(COMBAT_STATUSES as readonly unknown[]).includes(status)) errors.push(fieldError(`${path}.status`, COMBAT_STATUSES.join(', '), status));
  if (group !== undefined && (typeof group !== 'string' || group.length > 20)) errors.push(fieldError(`${path}.group`, 'a group label of up to 20 characters', group));
  if (lends !== undefined && !isStrength(lends)) errors.push(fieldError(`${path}.lends`, 'a whole number of points lent', lends));
  if (retreatedOntoFriends !== undefined && typeof retreatedOntoFriends !== 'boolean') errors.push(fieldError(`${path}.retreatedOntoFriends`, 'true or false', retreatedOntoFriends));
  if (errors.length > before) return null;
  return {
    name: name as string,
    side: side as CombatUnitInput['side'],
    type: type as CombatUnitInput['type'],
    strength: strength as number,
    reducedStrength: typeof reducedStrength === 'number' ? reducedStrength : null,
    reduced: reduced === true,
    status: (status ?? 'ready') as CombatUnitInput['status'],
    ...(typeof group === 'string' && group.trim() ? { group: group.trim() } : {}),
    ...(typeof lends === 'number' && lends > 0 ? { lends } : {}),
    ...(retreatedOntoFriends === true ? { retreatedOntoFriends: true } : {}),
  };
}

export function parseForceInput(v: unknown, path: string, errors: FieldError[]): ForceInput | null {
  if (!isRecord(v)) {
    errors.push(fieldError(path, 'a force: {"kind": "total", "strength": n} or {"kind": "units", "units": [...]}', v));
    return null;
  }
  if (v.kind === 'total') {
    if (!isStrength(v.strength)) {
      errors.push(fieldError(`${path}.strength`, `a whole number from 0 to ${FORCE_LIMITS.strength}`, v.strength));
      return null;
    }
    return { kind: 'total', strength: v.strength };
  }
  if (v.kind === 'units') {
    if (!Array.isArray(v.units) || v.units.length > FORCE_LIMITS.units) {
      errors.push(fieldError(`${path}.units`, `a list of at most ${FORCE_LIMITS.units} units`, v.units));
      return null;
    }
    const units = v.units.map((u: unknown, i) => parseUnit(u, `${path}.units[${i}]`, errors));
    return units.every((u): u is CombatUnitInput => u !== null) ? { kind: 'units', units } : null;
  }
  errors.push(fieldError(`${path}.kind`, '"total" or "units"', v.kind));
  return null;
}

function optionalStrength(v: unknown, path: string, errors: FieldError[]): number | null {
  if (v === undefined || v === null) return null;
  if (!isStrength(v)) {
    errors.push(fieldError(path, `null or a whole number from 0 to ${FORCE_LIMITS.strength}`, v));
    return null;
  }
  return v;
}

/** Checks an odds request from any untrusted source (a message, the command line, stored state). */
export function parseOddsRequest(v: unknown, games: GameCatalog): Parsed<OddsRequest> {
  const errors: FieldError[] = [];
  if (!isRecord(v)) return { ok: false, errors: [fieldError('(request)', 'an object', v)] };
  if (!games.isGameId(v.game)) errors.push(fieldError('game', `one of ${games.ids.join(', ')}`, v.game));
  const attack = parseForceInput(v.attack, 'attack', errors);
  const defense = parseForceInput(v.defense, 'defense', errors);
  const drm = v.drm ?? 0;
  if (typeof drm !== 'number' || !Number.isInteger(drm) || Math.abs(drm) > DRM_LIMIT) errors.push(fieldError('drm', `a whole number from -${DRM_LIMIT} to ${DRM_LIMIT}`, drm));
  let overrides: OddsRequest['overrides'];
  if (v.overrides !== undefined) {
    if (!isRecord(v.overrides)) errors.push(fieldError('overrides', 'an object', v.overrides));
    else {
      const o = v.overrides;
      const odds = o.odds;
      if (odds !== undefined && odds !== null && (typeof odds !== 'string' || odds.length > 12)) errors.push(fieldError('overrides.odds', 'a column label', odds));
      overrides = {
        attack: optionalStrength(o.attack, 'overrides.attack', errors),
        defense: optionalStrength(o.defense, 'overrides.defense', errors),
        odds: typeof odds === 'string' && odds ? odds : null,
      };
    }
  }
  if (errors.length || !attack || !defense || !games.isGameId(v.game) || typeof drm !== 'number') return { ok: false, errors };
  return { ok: true, value: { game: v.game, attack, defense, drm, ...(overrides ? { overrides } : {}) } };
}
