import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { bytesSource, diffPieces, listVassalPieces, readVassalModule, readVassalSave, type ModuleGeometry, type PieceList, type SavedGame, type SavePosition } from '../../src/readers/vassal/index.js';
import { SHARED_DIR } from '../support/shared.js';
import { describeWithShared, itWithShared } from '../support/with-shared.js';

/**
 * diffPieces on the real consecutive logs of one mailed game of The Longest Day (../shared/vassal-real/tld, see
 * SOURCES.md), read with their module: at the seam between two logs nothing has moved, and from a log's start to
 * its end the pieces that moved are the ones the replay moves to another place.
 */
const TLD = `${SHARED_DIR}vassal-real/tld/`;
const LOGS = ['0606-1.log', '0606-2.log', '0611-1.log', '0611-2'] as const;

/**
 * From each log's start to its end, recorded on the first run: pieces moved (to a new place, not a new point in the
 * same hex), pieces the replay gives a new point, and pieces added and removed (made or deleted during the log).
 */
const FIGURES: Record<(typeof LOGS)[number], { moved: number; replay: number; added: number; removed: number }> = {
  '0606-1.log': { moved: 205, replay: 206, added: 59, removed: 18 },
  '0606-2.log': { moved: 266, replay: 266, added: 4, removed: 57 },
  '0611-1.log': { moved: 311, replay: 313, added: 29, removed: 9 },
  '0611-2': { moved: 56, replay: 56, added: 0, removed: 1 },
};

/** Pieces in a new place at the seam of the 0606 logs (the replay test explains the 22 points that differ). */
const SEAM_0606 = 22;

let module: Promise<ModuleGeometry> | null = null;
function geometry(): Promise<ModuleGeometry> {
  module ??= readVassalModule(bytesSource(new Uint8Array(readFileSync(`${TLD}tld.vmod`)))).then((g) => {
    if (!g.ok) throw new Error(g.error);
    return g.value;
  });
  return module;
}

async function save(file: string, at: SavePosition): Promise<SavedGame> {
  const read = await readVassalSave(bytesSource(new Uint8Array(readFileSync(`${TLD}${file}`))), { at });
  if (!read.ok) throw new Error(`${file}: ${read.error}`);
  return read.value;
}

async function pieces(file: string, at: SavePosition): Promise<{ list: PieceList; game: SavedGame }> {
  const game = await save(file, at);
  const listed = listVassalPieces(await geometry(), game);
  if (!listed.ok) throw new Error(`${file}: ${listed.error}`);
  return { list: listed.value, game };
}

/** Ids of the pieces whose map or point the replay changes between two positions. */
function replayMoved(before: SavedGame, after: SavedGame): Set<string> {
  const where = new Map(before.game.pieces.map((p) => [p.id, `${p.map ?? ''} ${p.x ?? ''},${p.y ?? ''}`]));
  return new Set(after.game.pieces.filter((p) => where.has(p.id) && where.get(p.id) !== `${p.map ?? ''} ${p.x ?? ''},${p.y ?? ''}`).map((p) => p.id));
}

describeWithShared('VASSAL diff on real consecutive logs (../shared/vassal-real/tld)', () => {
  itWithShared('the end of 0611-1.log against the start of 0611-2: nothing moved, nothing added or removed', async () => {
    const d = diffPieces((await pieces('0611-1.log', 'end')).list, (await pieces('0611-2', 'start')).list);
    expect(d.moved).toEqual([]);
    expect([d.added.length, d.removed.length]).toEqual([0, 0]);
  }, 120_000);

  itWithShared('the end of 0606-1.log against the start of 0606-2.log: the 22 pieces moved between the logs, each to a new place', async () => {
    const before = await pieces('0606-1.log', 'end');
    const after = await pieces('0606-2.log', 'start');
    const d = diffPieces(before.list, after.list);
    const replay = replayMoved(before.game, after.game);
    expect(replay.size).toBe(22);
    expect(d.moved.every((m) => replay.has(m.piece))).toBe(true);
    expect(d.moved.length).toBe(SEAM_0606);
  }, 120_000);

  for (const log of LOGS) {
    itWithShared(`${log} from its start to its end: the moves the replay makes, each to a new place`, async () => {
      const start = await pieces(log, 'start');
      const end = await pieces(log, 'end');
      const d = diffPieces(start.list, end.list);
      const replay = replayMoved(start.game, end.game);
      const moved = new Set(d.moved.map((m) => m.piece));
      // Every piece the diff calls moved, the replay moved; a piece the replay moved that the diff does not is one
      // that stayed in its place (shifted in its hex or stack), or that is hidden.
      expect([...moved].filter((id) => !replay.has(id))).toEqual([]);
      const startAt = new Map(start.list.pieces.map((p) => [p.id, p]));
      const unexplained = end.list.pieces.filter((p) => replay.has(p.id) && !moved.has(p.id)).filter((p) => {
        const was = startAt.get(p.id);
        return !(was && was.map === p.map && ((was.location !== null && was.location === p.location) || p.name === '(hidden piece)'));
      });
      expect(unexplained.map((p) => p.id)).toEqual([]);
      for (const m of d.moved) expect(m.from).not.toBe(m.to);
      expect({ moved: d.moved.length, replay: replay.size, added: d.added.length, removed: d.removed.length }).toEqual(FIGURES[log]);
    }, 120_000);
  }
});
