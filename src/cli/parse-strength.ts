import { FORCE_LIMITS } from '../engine/core/combat-unit.js';
import { DRM_LIMIT } from '../engine/core/odds-request-input.js';
import { UsageError } from './cli-io.js';

/** A whole number option, with a message naming the option and what it takes. */
export function parseWhole(option: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') throw new UsageError(`${option} is missing: give a whole number from ${min} to ${max}.`);
  const n = Number(raw);
  if (!/^[+-]?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n)) throw new UsageError(`${option} must be a whole number from ${min} to ${max}, not "${raw}".`);
  if (n < min || n > max) throw new UsageError(`${option} must be from ${min} to ${max}; ${n} is out of range.`);
  return n;
}

export const parseStrength = (option: string, raw: string | undefined): number => parseWhole(option, raw, 0, FORCE_LIMITS.strength);
export const parseDrm = (raw: string | undefined): number => (raw === undefined ? 0 : parseWhole('--drm', raw, -DRM_LIMIT, DRM_LIMIT));
