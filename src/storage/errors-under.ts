import type { FieldError } from '../engine/index.js';

/** A nested check's errors, placed under where its value sits in a larger file: `terrainEffects.cemetery-hill` + `terrain[0].name`. */
export function errorsUnder(prefix: string, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, path: e.path === '' || e.path === '(top)' ? prefix : e.path.startsWith('[') ? `${prefix}${e.path}` : `${prefix}.${e.path}` }));
}
