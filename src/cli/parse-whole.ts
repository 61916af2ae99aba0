import { UsageError } from './cli-io.js';

/** A whole number option, with a message naming the option and what it takes. */
export function parseWhole(option: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') throw new UsageError(`${option} is missing: give a whole number from ${min} to ${max}.`);
  const n = Number(raw);
  if (!/^[+-]?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n)) throw new UsageError(`${option} must be a whole number from ${min} to ${max}, not "${raw}".`);
  if (n < min || n > max) throw new UsageError(`${option} must be from ${min} to ${max}; ${n} is out of range.`);
  return n;
}
