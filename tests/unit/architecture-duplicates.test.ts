import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codePairs, type DuplicatePair } from '../support/duplicate-pairs.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Pairs of product files the `duplicates` tool reports as sharing six or more lines, accepted with the
 * reason the likeness is not repeated logic. Anything else it reports in src/, popup/, options/ or content/
 * fails the test: write the logic once and call it from both places, or add the pair here with its reason.
 */
const ACCEPTED: Readonly<Record<string, string>> = {
  'src/engine/rules/glossary.ts ~ src/engine/rules/glossary.ts': 'data: glossary terms, each its own definition and aliases',
  'src/engine/rules/entries/cemetery-hill.ts ~ src/engine/rules/entries/cemetery-hill.ts': 'data: rules entries of one game, each its own restatement',
  'src/engine/rules/entries/cemetery-hill.ts ~ src/engine/rules/entries/gettysburg-88.ts': 'data: rules entries of two games written the same way',
  'src/engine/rules/entries/gettysburg-77.ts ~ src/engine/rules/entries/gettysburg-77.ts': 'data: rules entries of one game, each its own restatement',
  'src/engine/rules/entries/gettysburg-88.ts ~ src/engine/rules/entries/gettysburg-88.ts': 'data: rules entries of one game, each its own restatement',
  'src/engine/rules/entries/they-met.ts ~ src/engine/rules/entries/they-met.ts': 'data: rules entries of one game, each its own restatement',
  'src/engine/games/cemetery-hill/index.ts ~ src/engine/games/gettysburg-88/index.ts': 'data: each game folder’s description, the same fields by design (every folder has one shape)',
  'options/ledger-panel.tsx ~ options/terrain-marks-panel.tsx': 'JSX: the one ExportImport component, each panel giving its own labels, hint and limit',
  'options/pasted-board.tsx ~ options/table-json.tsx': 'JSX: a textarea each, with its own id, name, hint and handler',
  'options/table-form.tsx ~ options/table-form.tsx': 'JSX: field rows of different fields of the table (dice, sides, rolls, limit)',
  'popup/battle-draft.ts ~ src/engine/games/they-met/impulse-track.ts': 'types: interfaces of different things, a field a line',
  'popup/battle-draft.ts ~ src/engine/games/cemetery-hill/terrain-effects-input.ts': 'types: interfaces of different things, a field a line',
  'src/engine/core/answer.ts ~ src/engine/games/high-tide/division-reorganization.ts': 'types: interfaces of different things, a field a line',
  'src/engine/core/board/map-data.ts ~ src/engine/games/gettysburg-88/movement/movement-answer.ts': 'types: interfaces of different things, a field a line',
  'src/engine/core/board/map-data.ts ~ src/engine/games/gettysburg-77/influence/gun-reach.ts': 'types: interfaces of different things, a field a line',
  'src/engine/games/cemetery-hill/terrain-effects-input.ts ~ src/engine/games/gettysburg-88/retreat/retreat-sequence.ts': 'types: interfaces of different things, a field a line',
  'popup/battle-draft.ts ~ src/engine/games/gettysburg-88/retreat/retreat-sequence.ts': 'types: interfaces of different things, a field a line',
  'src/readers/vassal/piece-rules.ts ~ src/readers/vassal/piece-rules.ts': 'data: the default piece rules, a rule a line',
  'src/readers/vassal/zip-directory.ts ~ src/readers/vassal/zip-directory.ts': 'binary format: each field of a zip record read at its own offset, a field a line',
};

/** Whether the tool is on this machine: it is one of the development tools, not a package the project installs. */
const tool = spawnSync('duplicates', ['--help'], { encoding: 'utf8' });
const available = tool.status === 0;

describe('duplicates', () => {
  // A machine without the tool runs every other check; this one is named as skipped in the run's output.
  it.skipIf(!available)('reports no repeated logic in the product code but the accepted pairs (skipped where the `duplicates` tool is not installed)', () => {
    const run = spawnSync('duplicates', ['--repo', root, '--most', '200', '--seconds', '120'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout, 'the tool did not read the whole tree in time').not.toMatch(/^incomplete:/m);
    expect(run.stdout, 'more pairs than one run lists: raise --most').not.toMatch(/^\(\+\d+ more pairs\)/m);
    const pairs: DuplicatePair[] = codePairs(run.stdout);
    const found = new Set(pairs.map((p) => p.files));
    const unaccepted = pairs.filter((p) => !(p.files in ACCEPTED)).map((p) => p.row);
    expect(unaccepted).toEqual([]);
    // A pair fixed since stays listed by mistake: the list says only what is true today.
    expect(Object.keys(ACCEPTED).filter((k) => !found.has(k))).toEqual([]);
  });

  it('reads the tool’s rows: product code only, boilerplate and markup aside, each pair by its two files', () => {
    const out = [
      '4 pairs of places (10 files read), each sharing runs of 6 or more identical or same-shape lines',
      'D1 src/storage/a.ts:5-23 ~ src/storage/b.ts:5-21 shape',
      'D2 tests/unit/x.test.ts:1-9 ~ src/engine/core/y.ts:3-11',
      'D3 popup/z.tsx:1-9 ~ options/w.tsx:3-11 shape boilerplate',
      'D4 options/options.html:8-14 ~ popup/popup.html:7-13 shape',
      'D5 popup/b.tsx:40-50 ~ popup/a.tsx:1-9 (+2 more runs)',
    ].join('\n');
    expect(codePairs(out)).toEqual([
      { files: 'src/storage/a.ts ~ src/storage/b.ts', row: 'D1 src/storage/a.ts:5-23 ~ src/storage/b.ts:5-21 shape' },
      { files: 'popup/a.tsx ~ popup/b.tsx', row: 'D5 popup/b.tsx:40-50 ~ popup/a.tsx:1-9 (+2 more runs)' },
    ]);
  });
});
