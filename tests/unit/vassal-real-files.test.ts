import { readdirSync, readFileSync, statSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import {
  bytesSource,
  defaultModuleSettings,
  importVassalBoard,
  readVassalModule,
  readVassalSave,
  type ModuleGeometry,
  type VassalModuleSettings,
} from '../../src/readers/vassal/index.js';
import type { PieceRule } from '../../src/readers/vassal/piece-rules.js';
import { hasShared, SHARED_DIR } from '../support/shared.js';
import { describeWithShared, itWithShared } from '../support/with-shared.js';

/**
 * Every VASSAL file of ../shared/vassal-real, made by other people with real modules (SOURCES.md there):
 * each module reads, and each save and log opens with the module of its folder, but the one file that
 * is not a zip. Pieces read, placed and the time each file takes go to one table, printed at the end.
 * These are not Gettysburg modules: pieces are read with one rule that takes every piece as a unit, and
 * placed with the default label mapping for Gettysburg (1977). "At a module hex" counts the pieces the
 * module's own grid gave a hex (whether or not that hex is a Gettysburg one): it is the reader's share.
 */
const ROOT = `${SHARED_DIR}vassal-real/`;
const MODULE_EXTENSIONS = /\.v?mod$/;
/** tld/scenario_5.sav is a plain-text save, not a zip: VASSAL refuses it too. */
const NOT_A_ZIP = 'tld/scenario_5.sav';

interface Row {
  file: string;
  kind: 'module' | 'save';
  kB: number;
  'pieces read': number | string;
  'pieces placed': number | string;
  'at a module hex': number | string;
  'not placed, by reason': string;
  ms: number;
}

const rows: Row[] = [];
const EVERY_PIECE: readonly PieceRule[] = [{ subject: 'name', pattern: '*', side: 'union', type: 'infantry' }];

function settingsFor(geometry: ModuleGeometry): VassalModuleSettings {
  return { ...defaultModuleSettings(geometry, 'gettysburg-77'), rules: EVERY_PIECE };
}

function folders(): string[] {
  if (!hasShared('vassal-real')) return [];
  return readdirSync(ROOT)
    .filter((f) => statSync(`${ROOT}${f}`).isDirectory())
    .sort();
}

function files(folder: string): string[] {
  return readdirSync(`${ROOT}${folder}`)
    .filter((f) => statSync(`${ROOT}${folder}/${f}`).isFile())
    .sort();
}

afterAll(() => {
  // One table for the whole run, for the report.
  if (rows.length > 0) console.table(rows);
});

describeWithShared('real VASSAL files of other people (../shared/vassal-real)', () => {
  // Without ../shared this group is skipped whole; it still needs one test to show as one skipped line.
  if (folders().length === 0) {
    itWithShared('finds the folders of ../shared/vassal-real', () => {
      expect(hasShared('vassal-real')).toBe(true);
    });
  }
  for (const folder of folders()) {
    const all = files(folder);
    const moduleFile = all.find((f) => MODULE_EXTENSIONS.test(f));
    const saves = all.filter((f) => f !== moduleFile);
    let geometry: ModuleGeometry | null = null;

    itWithShared(`${folder}: the module ${moduleFile ?? '(none)'} reads`, async () => {
      expect(moduleFile).toBeDefined();
      const bytes = readFileSync(`${ROOT}${folder}/${moduleFile}`);
      const started = performance.now();
      const read = await readVassalModule(bytesSource(bytes));
      const ms = Math.round(performance.now() - started);
      if (!read.ok) throw new Error(`${folder}/${moduleFile}: ${read.error}`);
      geometry = read.value;
      rows.push({ file: `${folder}/${moduleFile}`, kind: 'module', kB: Math.round(bytes.length / 1024), 'pieces read': '—', 'pieces placed': '—', 'at a module hex': '—', 'not placed, by reason': `maps: ${read.value.maps.length}`, ms });
      expect(read.value.maps.length).toBeGreaterThan(0);
    });

    for (const save of saves) {
      const path = `${folder}/${save}`;
      itWithShared(`${path} ${path === NOT_A_ZIP ? 'is refused: it is not a zip' : 'opens with its module'}`, async () => {
        const bytes = readFileSync(`${ROOT}${path}`);
        const started = performance.now();
        const read = await readVassalSave(bytesSource(bytes));
        if (path === NOT_A_ZIP) {
          const ms = Math.round(performance.now() - started);
          rows.push({ file: path, kind: 'save', kB: Math.round(bytes.length / 1024), 'pieces read': 'refused', 'pieces placed': '—', 'at a module hex': '—', 'not placed, by reason': read.ok ? '' : read.error.slice(0, 60), ms });
          expect(read.ok).toBe(false);
          if (!read.ok) expect(read.error).toMatch(/not a zip archive/);
          return;
        }
        if (!read.ok) throw new Error(`${path}: ${read.error}`);
        if (!geometry) throw new Error(`${path}: the module of ${folder} did not read`);
        const imported = importVassalBoard(settingsFor(geometry), read.value, { sourceName: save });
        const ms = Math.round(performance.now() - started);
        if (!imported.ok) throw new Error(`${path}: ${imported.error}`);
        const placed = imported.value.board.units.length;
        const reasons = new Map<string, number>();
        let atHex = placed;
        for (const tally of imported.value.maps) {
          for (const { kind, count } of tally.notPlaced) {
            reasons.set(kind, (reasons.get(kind) ?? 0) + count);
            if (kind === 'not-a-place' || kind === 'refused' || kind === 'board-full') atHex += count;
          }
        }
        const why = [...reasons].map(([kind, n]) => `${kind} ${n}`).join(', ');
        rows.push({ file: path, kind: 'save', kB: Math.round(bytes.length / 1024), 'pieces read': imported.value.pieces, 'pieces placed': placed, 'at a module hex': atHex, 'not placed, by reason': why, ms });
        expect(imported.value.maps.reduce((n, m) => n + m.placed, 0)).toBe(placed);
        expect(imported.value.pieces).toBeGreaterThan(0);
        // Every piece is accounted for: placed, left out as not a unit, or listed with its reason.
        expect(placed + imported.value.notUnits + imported.value.unmapped.length).toBe(imported.value.pieces);
      });
    }
  }
});
