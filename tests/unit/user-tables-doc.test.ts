import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTerrainEffectsInput } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { parseMoraleRatingsInput } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { parseAreaTemsInput } from '../../src/engine/games/they-met/area-tems-input.js';

const DOC = readFileSync(fileURLToPath(new URL('../../docs/user-tables.md', import.meta.url)), 'utf8');

/** Each JSON example of the doc, by its format. */
function examples(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const m of DOC.matchAll(/```json\n([\s\S]*?)\n```/g)) {
    const json: unknown = JSON.parse(m[1] ?? '');
    if (typeof json === 'object' && json !== null && 'format' in json && typeof json.format === 'string') out.set(json.format, json);
  }
  return out;
}

describe('docs/user-tables.md', () => {
  it('gives a made-up example of each format, and each passes the checks Options and the command line use', () => {
    const found = examples();
    const parsers: [string, (v: unknown) => { ok: boolean }][] = [
      ['adjutant-terrain-effects/1', parseTerrainEffectsInput],
      ['adjutant-area-tems/1', parseAreaTemsInput],
      ['adjutant-morale-ratings/1', parseMoraleRatingsInput],
    ];
    for (const [format, parse] of parsers) {
      expect(found.has(format), format).toBe(true);
      expect(parse(found.get(format)).ok, format).toBe(true);
      expect(JSON.stringify(found.get(format)).toLowerCase(), format).toContain('made-up');
    }
  });
});
