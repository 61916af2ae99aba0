/**
 * JSON paths for error messages, written the way a site author would reach the field in JavaScript:
 * `units[3].location.hex`, and `terrain["0127"]` for a key that is not a plain name.
 */
const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function pathKey(base: string, key: string): string {
  const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  const step = PLAIN_KEY.test(key) ? `.${shown}` : `[${JSON.stringify(shown)}]`;
  return base === '' ? (PLAIN_KEY.test(key) ? shown : step) : `${base}${step}`;
}

export function pathIndex(base: string, index: number): string {
  return `${base}[${index}]`;
}
