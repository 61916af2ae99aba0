/**
 * JSON paths for error messages, written the way a site author would reach the field in JavaScript:
 * `units[3].location.hex`, and `terrain["0127"]` for a key that is not a plain name.
 */
const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function pathKey(base: string, key: string): string {
  // Called for every field read, failed or not: one test of the key, and no string built twice.
  if (PLAIN_KEY.test(key)) {
    const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
    return base === '' ? shown : `${base}.${shown}`;
  }
  return `${base}[${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)}]`;
}

export function pathIndex(base: string, index: number): string {
  return `${base}[${index}]`;
}
