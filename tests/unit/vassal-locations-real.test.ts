import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { locateOnMap, type MapLocation } from '../../src/readers/vassal/board-layout.js';
import { bytesSource, readVassalModule, readVassalSave, type ModuleGeometry, type SavedGame } from '../../src/readers/vassal/index.js';
import { findMap } from '../../src/readers/vassal/module-geometry.js';
import { readPieceFacts } from '../../src/readers/vassal/piece-definition.js';
import { WorkBudget } from '../../src/readers/vassal/work-budget.js';
import { SHARED_DIR } from '../support/shared.js';
import { describeWithShared } from '../support/with-shared.js';

/**
 * Location names checked against real VASSAL files made by other people (../shared/vassal-real, SOURCES.md).
 * Commands & Colors: Napoleonics stores the name VASSAL itself gave each unit in its `origLoc` property, inside
 * a zone with its own sideways, descending hex grid: every one must come out the same. The Longest Day's hex
 * boards must keep the labels they had before zones, squares and regions were read (recorded then: a count,
 * a few pieces and a digest of every piece's label per file).
 */

const REAL = `${SHARED_DIR}vassal-real/`;

async function moduleOf(dir: string, file: string): Promise<ModuleGeometry> {
  const g = await readVassalModule(bytesSource(new Uint8Array(readFileSync(`${REAL}${dir}/${file}`))));
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

async function saveOf(dir: string, file: string): Promise<SavedGame | string> {
  const save = await readVassalSave(bytesSource(new Uint8Array(readFileSync(`${REAL}${dir}/${file}`))));
  return save.ok ? save.value : save.error;
}

interface Located {
  readonly id: string;
  readonly found: MapLocation;
  readonly properties: ReadonlyMap<string, string>;
}

/** Every piece on a map the module has, with where Adjutant puts it and the properties the piece carries. */
function locate(g: ModuleGeometry, save: SavedGame): Located[] {
  const out: Located[] = [];
  for (const p of save.game.pieces) {
    const map = p.map === null ? null : findMap(g, p.map);
    if (!map || p.map === null || p.x === null || p.y === null) continue;
    const facts = readPieceFacts(p.type, p.state, new WorkBudget());
    out.push({ id: p.id, found: locateOnMap(map, save.game.boards.get(p.map), p.x, p.y), properties: facts.ok ? facts.value.properties : new Map() });
  }
  return out;
}

describeWithShared('location names in real VASSAL files', () => {
  it('gives every Commands & Colors: Napoleonics unit the name VASSAL stored in its origLoc', async () => {
    const g = await moduleOf('ccn', 'ccn.vmod');
    const files = readdirSync(`${REAL}ccn`).filter((f) => f.endsWith('.vsav') || f.endsWith('.vlog'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    let checked = 0;
    for (const file of files) {
      const save = await saveOf('ccn', file);
      // Every real save and log here opens (issue 14, point 2): none is refused.
      if (typeof save === 'string') throw new Error(`ccn/${file}: ${save}`);
      const withOrigin = locate(g, save).filter((l) => (l.properties.get('origLoc') ?? '') !== '');
      const wrong = withOrigin.filter((l) => !l.found.ok || l.found.label.label !== l.properties.get('origLoc'));
      console.log(`ccn/${file}: ${withOrigin.length} pieces with origLoc, ${withOrigin.length - wrong.length} matching`);
      expect(wrong.map((l) => [l.id, l.properties.get('origLoc'), l.found.ok ? l.found.label.label : l.found.why])).toEqual([]);
      // Each saved scenario's units carry their origLoc; the tutorial log's pieces carry none.
      if (file.endsWith('.vsav')) expect(withOrigin.length).toBeGreaterThan(0);
      checked += withOrigin.length;
    }
    expect(checked).toBeGreaterThanOrEqual(144);
  }, 60_000);

  it('names Commands & Colors: Napoleonics pieces in zones by their regions or the zone’s name, never by an empty name', async () => {
    const g = await moduleOf('ccn', 'ccn.vmod');
    const save = await saveOf('ccn', 'quatre-bras.vsav');
    if (typeof save === 'string') throw new Error(save);
    const found = locate(g, save).flatMap((l) => (l.found.ok ? [l.found.label] : []));
    expect(found.every((l) => l.label !== '')).toBe(true);
    const byZone = (zone: string): string[] => [...new Set(found.filter((l) => l.zone === zone).map((l) => l.label))].sort();
    // "Allies" and "French" are zones with region grids and the format $gridLocation$; "Left", a region grid under $name$.
    expect(byZone('Allies')).toContain('AlliesArmy');
    expect(byZone('French')).toEqual(expect.arrayContaining(['02', '11', 'FrenchArmy']));
    expect(byZone('Left')).toEqual(['Left']);
    expect(byZone('SideBoard')).toEqual(['SideBoard']);
  }, 60_000);

  /** The Longest Day as Adjutant read it before location names changed (its saves; its logs since replay follows VASSAL): hex-board pieces, a digest of "id, board, label" lines, and a few pieces. */
  const TLD: readonly { file: string; hexPieces: number; digest: string; some: Readonly<Record<string, string>> }[] = [
    { file: 'scenario_1.sav', hexPieces: 45, digest: '94603f11036c51bb', some: { '1168284780591': '5459', '1168284784573': '4566', '1168284786749': '5369' } },
    { file: 'scenario_4.sav', hexPieces: 191, digest: '18b8bd8db91e9961', some: { '1168647808500': '1203', '1168647811639': '2108', '1168647814945': '2405' } },
    { file: 'campaign.sav', hexPieces: 512, digest: '510a68203ca1406b', some: { '1168648163121': '8130', '1168648164226': '6029', '1168648166344': '6625' } },
    // The logs' end positions changed when replay came to follow VASSAL (stacks, merges; vassal-replay-real.test.ts checks them at the seams): these are after that.
    { file: '0606-1.log', hexPieces: 592, digest: '1299c120d094a7cf', some: {} },
    { file: '0606-2.log', hexPieces: 545, digest: '89d21597cb15804f', some: {} },
    { file: '0611-1.log', hexPieces: 812, digest: '7dc0d9d2e5a20ed6', some: {} },
    { file: '0611-2', hexPieces: 811, digest: 'f8a708e1d9d7c022', some: { '1168285005735': '8236', '1168285006333': '7436', '1168285008677': '7128' } },
  ];
  const TLD_HEX_BOARDS = new Set(['Normandy', 'Board A', 'Board F']);

  it('keeps The Longest Day’s hex labels as they were', async () => {
    const g = await moduleOf('tld', 'tld.vmod');
    let total = 0;
    for (const want of TLD) {
      const save = await saveOf('tld', want.file);
      if (typeof save === 'string') throw new Error(`${want.file}: ${save}`);
      const lines: string[] = [];
      const labels = new Map<string, string>();
      for (const l of locate(g, save)) {
        if (!l.found.ok || !TLD_HEX_BOARDS.has(l.found.board)) continue;
        lines.push(`${l.id}\t${l.found.board}\t${l.found.label.label}`);
        labels.set(l.id, l.found.label.label);
      }
      lines.sort();
      expect({ file: want.file, hexPieces: lines.length, digest: createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16) }).toEqual({ file: want.file, hexPieces: want.hexPieces, digest: want.digest });
      for (const [id, label] of Object.entries(want.some)) expect([id, labels.get(id)]).toEqual([id, label]);
      total += lines.length;
    }
    console.log(`tld: ${total} pieces on hex boards keep their labels`);
  }, 60_000);

  it('names The Longest Day’s zones without a hex grid by the zone’s name, and reports no empty name as found', async () => {
    const g = await moduleOf('tld', 'tld.vmod');
    const save = await saveOf('tld', 'campaign.sav');
    if (typeof save === 'string') throw new Error(save);
    const located = locate(g, save);
    const names = new Set(located.flatMap((l) => (l.found.ok && l.found.label.zone !== null ? [l.found.label.label] : [])));
    expect([...names].sort()).toEqual(expect.arrayContaining(['711 Infanterie Division', 'Cherbourg Alarm Units', 'Rail & Port Track', 'Turn Track']));
    expect(located.filter((l) => l.found.ok && l.found.label.label === '')).toEqual([]);
    // A zone with no name and no numbered grid gives VASSAL's empty text: refused with the reason, not placed.
    expect(located.some((l) => !l.found.ok && /zone "" of board "Allied Non-Divisional Reinforcements" gives an empty name there/.test(l.found.why))).toBe(true);
  }, 60_000);
});
