import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesSource, defaultModuleSettings, importVassalBoard, readVassalModule, readVassalSave, type ModuleGeometry } from '../../src/readers/vassal/index.js';
import {
  addPiece,
  boardPicker,
  buildFileXml,
  ESC,
  hexCentre,
  moduleZip,
  obfuscate,
  pieceState,
  pieceType,
  saveZip,
  savedGameText,
  stackState,
  traits,
  VASSAL_DEFAULT_NUMBERING,
  type MapDef,
  type Trait,
} from '../support/vassal-writer.js';

const grid = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
const maps: MapDef[] = [{ name: 'Main Map', boards: [{ name: 'Board', image: { file: 'm.png', width: 1200, height: 1200 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] }];
const t: Trait[] = [traits.marker({ Side: 'Union', Type: 'Infantry' }), traits.basicName('Unit')];
const pieceCommands = Array.from({ length: 12 }, (_, i) => {
  const c = hexCentre(grid, i, i);
  return addPiece(`p${i}`, pieceType(`Piece ${i}`, t), pieceState(t, 'Main Map', c.x, c.y));
});
const goodText = savedGameText([...pieceCommands, addPiece('s', 'stack', stackState('Main Map', 10, 10, ['p1', 'p2']))], [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])]);
const goodSave = saveZip(goodText);

let geometryCache: ModuleGeometry | null = null;
async function geometry(): Promise<ModuleGeometry> {
  if (geometryCache) return geometryCache;
  const g = await readVassalModule(bytesSource(moduleZip('Robust (test)', maps)));
  if (!g.ok) throw new Error(g.error);
  geometryCache = g.value;
  return g.value;
}

/** Reads a save all the way to a board: every step must answer, with a board or a message. */
async function readAll(bytes: Uint8Array): Promise<string> {
  const save = await readVassalSave(bytesSource(bytes));
  if (!save.ok) {
    expect(typeof save.error).toBe('string');
    expect(save.error.length).toBeGreaterThan(10);
    return save.error;
  }
  const imported = importVassalBoard(defaultModuleSettings(await geometry(), 'cemetery-hill'), save.value, { sourceName: 'fuzz.vsav' });
  if (imported.ok) {
    for (const u of imported.value.unmapped) expect(typeof u.reason).toBe('string');
    return 'ok';
  }
  return imported.error;
}

describe('VASSAL reading of hostile input', () => {
  it('reads the unmutated save', async () => {
    expect(await readAll(goodSave)).toBe('ok');
  });

  it('answers random bytes with a clear error (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        const save = await readVassalSave(bytesSource(bytes));
        expect(save.ok).toBe(false);
        const mod = await readVassalModule(bytesSource(bytes));
        expect(mod.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('answers random damage to a valid save file with a board or a clear error (property)', async () => {
    const mutation = fc.record({
      flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { maxLength: 8 }),
      cut: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ flips, cut }) => {
        const bytes = goodSave.slice();
        for (const [at, x] of flips) bytes[at % bytes.length] = (bytes[at % bytes.length] ?? 0) ^ x;
        await readAll(cut === undefined ? bytes : bytes.subarray(0, cut % bytes.length));
      }),
      { numRuns: 300 },
    );
  });

  it('answers random damage to the saved game’s commands with a board or a clear error (property)', async () => {
    const noise = fc.string({ unit: fc.constantFrom(ESC, '\t', '/', ';', ',', '\\', "'", '+', 'M', 'D', '-', 'LOG\t', 'piece;', 'stack', 'x', '9', 'null'), maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(), fc.nat({ max: 40 }), noise), { minLength: 1, maxLength: 6 }), async (edits) => {
        let text = goodText;
        for (const [at, drop, insert] of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + drop);
        }
        await readAll(saveZip(text));
      }),
      { numRuns: 300 },
    );
  });

  it('answers random damage to a module’s buildFile with geometry or a clear error (property)', async () => {
    const xml = buildFileXml('Robust (test)', maps);
    const noise = fc.string({ unit: fc.constantFrom('<', '>', '/', '"', '=', '&', ';', ' ', 'a', 'HexGrid', '<!--', '-->', '<!DOCTYPE'), maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(), fc.nat({ max: 20 }), noise), { minLength: 1, maxLength: 5 }), async (edits) => {
        let text = xml;
        for (const [at, drop, insert] of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + drop);
        }
        const result = await readVassalModule(bytesSource(zipSync({ 'buildFile.xml': new TextEncoder().encode(text) })));
        if (!result.ok) expect(result.error).toMatch(/buildFile|module/);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses commands nested past the limit, quickly', async () => {
    // Each level escapes the one inside it once more, as VASSAL would write 10 000 nested commands.
    let text = 'x';
    for (let i = 0; i < 200; i++) text = `a${ESC}${text.replace(/\u001b/g, `\\${ESC}`)}`;
    const started = Date.now();
    expect(await readAll(saveZip(text))).toMatch(/nests its commands more than 32 deep/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a save built to be slow to split, with a reason', async () => {
    // Backslashes before every separator make VASSAL's decoder rescan; the work budget stops it.
    const text = `begin_save${ESC}${`+/${'\\'.repeat(2000)}${ESC}`.repeat(2000)}`;
    // Refused with a reason (its nesting or the budget of characters scanned), not timed: speed goals live in npm run bench.
    expect(await readAll(saveZip(text))).toMatch(/nests its commands more than \d+ deep|too complex to read/);
  });

  it('says what is wrong with a savedGame entry that is not a game', async () => {
    expect(await readAll(zipSync({ savedGame: obfuscate('hello world', 3) }))).toMatch(/holds no VASSAL game/);
    expect(await readAll(zipSync({ savedGame: new TextEncoder().encode('!VCSK0f4e4') }))).toMatch(/middle of a byte/);
  });
});
