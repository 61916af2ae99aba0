import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HIGH_TIDE_ENTRIES } from '../../src/engine/rules/entries/high-tide.js';
import { THEY_MET_ENTRIES } from '../../src/engine/rules/entries/they-met.js';
import { GLOSSARY } from '../../src/engine/rules/glossary.js';
import type { RuleEntry } from '../../src/engine/rules/rule-entry.js';

const ENTRIES_DIR = fileURLToPath(new URL('../../src/engine/rules/entries/', import.meta.url));

const isEntry = (x: unknown): x is RuleEntry =>
  typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string' && typeof (x as { game?: unknown }).game === 'string';

/** Every entry of every entry file present: each file exports one `<GAME>_ENTRIES` array. */
async function allEntryIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  const files = readdirSync(ENTRIES_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  for (const file of files) {
    const mod: Record<string, unknown> = await import(pathToFileURL(`${ENTRIES_DIR}${file}`).href);
    for (const [name, value] of Object.entries(mod)) {
      if (name.endsWith('_ENTRIES') && Array.isArray(value)) for (const e of value) if (isEntry(e)) ids.add(e.id);
    }
  }
  return ids;
}

const REQUIRED = [
  'zoc', 'step', 'drm', 'tem', 'odds-column', 'phasing-player', 'disorganized', 'shattered', 'breastworks',
  'strategic-movement', 'range-of-influence', 'double-range-artillery', 'impulse', 'area', 'zone', 'group',
  'headquarters', 'victory-points', 'retreat', 'advance', 'elevation', 'stacking', 'reinforcement', 'general',
  'morale', 'rally', 'rout', 'volley', 'assault', 'bombardment', 'melee', 'player-turn', 'exit',
];

describe('glossary', () => {
  it('has every term a new player meets', () => {
    const ids = new Set(GLOSSARY.map((t) => t.id));
    for (const id of REQUIRED) expect(ids.has(id), id).toBe(true);
  });

  it('gives every term a name, a short definition and aliases', () => {
    for (const t of GLOSSARY) {
      expect(t.id, t.id).toMatch(/^[a-z][a-z-]*$/);
      expect(t.term.trim().length, t.id).toBeGreaterThan(0);
      expect(t.definition.trim().length, t.id).toBeGreaterThan(20);
      expect(t.definition.length, t.id).toBeLessThan(300);
      expect(t.aliases.length, t.id).toBeGreaterThan(0);
    }
  });

  it('has unique ids, and no name or alias belongs to two terms', () => {
    expect(new Set(GLOSSARY.map((t) => t.id)).size).toBe(GLOSSARY.length);
    const owner = new Map<string, string>();
    for (const t of GLOSSARY) {
      // A term may repeat its own name among its aliases, but never another term's.
      for (const word of new Set([t.term, ...t.aliases].map((w) => w.toLowerCase()))) {
        expect(owner.get(word) ?? t.id, `“${word}” in ${t.id}`).toBe(t.id);
        owner.set(word, t.id);
      }
    }
  });

  it('links only to entries that exist in the entry files present', async () => {
    const ids = await allEntryIds();
    for (const t of GLOSSARY) {
      expect(new Set(t.rules).size, t.id).toBe(t.rules.length);
      for (const id of t.rules) expect(ids.has(id), `${t.id} → ${id}`).toBe(true);
    }
  });

  it('defines every term the High Tide and They Met entries name, and links back to them', () => {
    const byId = new Map(GLOSSARY.map((t) => [t.id, t]));
    for (const e of [...HIGH_TIDE_ENTRIES, ...THEY_MET_ENTRIES]) {
      for (const term of e.terms) expect(byId.has(term), `${e.id} names ${term}`).toBe(true);
    }
    // Each of these terms is used by some entry, and the term lists at least one of them.
    const used = new Set([...HIGH_TIDE_ENTRIES, ...THEY_MET_ENTRIES].flatMap((e) => e.terms));
    for (const id of used) expect(byId.get(id)?.rules.length ?? 0, id).toBeGreaterThan(0);
  });
});
