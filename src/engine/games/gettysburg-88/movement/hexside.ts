export { hexsideKey } from '../../../core/hex/hexside-key.js';

export function formatHexside(a: string, b: string): string {
  return `${a}–${b}`;
}
