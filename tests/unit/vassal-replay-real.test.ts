import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { splitCommands, type GameCommand } from '../../src/readers/vassal/command-stream.js';
import { replayGame, type ReplayedGame } from '../../src/readers/vassal/game-replay.js';
import { bytesSource } from '../../src/readers/vassal/index.js';
import { deobfuscate } from '../../src/readers/vassal/obfuscation.js';
import { WorkBudget } from '../../src/readers/vassal/work-budget.js';
import { readZipDirectory } from '../../src/readers/vassal/zip-directory.js';
import { readZipEntry, UnpackBudget } from '../../src/readers/vassal/zip-entry.js';
import { SHARED_DIR } from '../support/shared.js';
import { describeWithShared, itWithShared } from '../support/with-shared.js';

/**
 * The seam between consecutive logs of one mailed game (../shared/vassal-real/tld): where one log
 * leaves a piece, the next log's starting position (written by VASSAL itself) has it. Each piece is
 * compared by id: its map and point, a piece in a stack standing where its stack stands.
 */
const TLD = `${SHARED_DIR}vassal-real/tld/`;

/** The commands of a log's savedGame entry, in the order VASSAL runs them. */
async function commandsOf(file: string): Promise<{ commands: GameCommand[]; work: WorkBudget }> {
  const source = bytesSource(new Uint8Array(readFileSync(`${TLD}${file}`)));
  const entry = (await readZipDirectory(source, { what: file, maxEntries: 100, maxFileBytes: 1e8 })).find((e) => e.name === 'savedGame');
  if (!entry) throw new Error(`${file}: no savedGame`);
  const text = new TextDecoder().decode(deobfuscate(await readZipEntry(source, entry, { what: file, budget: new UnpackBudget(file) })));
  const work = new WorkBudget(text.length, file);
  return { commands: splitCommands(text, work), work };
}

/** A log's game at its end, or (start) the position it starts from: its commands before the first logged one. */
async function read(file: string, at: 'start' | 'end' = 'end'): Promise<ReplayedGame> {
  const { commands, work } = await commandsOf(file);
  return replayGame(at === 'start' ? commands.filter((c) => !c.logged) : commands, work);
}

async function loggedCommands(file: string): Promise<string[]> {
  return (await commandsOf(file)).commands.filter((c) => c.logged).map((c) => c.text);
}

interface Seam {
  readonly compared: number;
  readonly differ: readonly string[];
  readonly onlyBefore: number;
  readonly onlyAfter: number;
}

function seam(before: ReplayedGame, after: ReplayedGame): Seam {
  const where = (g: ReplayedGame): Map<string, string> => new Map(g.pieces.map((p) => [p.id, `${p.map ?? '(no map)'} ${p.x ?? '?'},${p.y ?? '?'}`]));
  const a = where(before);
  const b = where(after);
  const differ: string[] = [];
  let compared = 0;
  for (const [id, place] of a) {
    const next = b.get(id);
    if (next === undefined) continue;
    compared++;
    if (next !== place) differ.push(`${id}: ${place} → ${next}`);
  }
  return { compared, differ, onlyBefore: [...a.keys()].filter((id) => !b.has(id)).length, onlyAfter: [...b.keys()].filter((id) => !a.has(id)).length };
}

/** Two pieces the sender's own last state changes in 0606-1.log put at 1865,1760 after the log had moved them away (an undo VASSAL logged but the sender's board did not show): the receiver put them back by hand. */
const PUT_BACK_BY_HAND = ['1168285083474', '1168285083512'];

describeWithShared('VASSAL log replay on real consecutive logs (../shared/vassal-real/tld)', () => {
  itWithShared('where 0611-1.log ends is where 0611-2 starts, for every piece', async () => {
    const s = seam(await read('0611-1.log'), await read('0611-2', 'start'));
    expect(s.compared).toBe(2335);
    expect(s.differ).toEqual([]);
  });

  itWithShared('where 0606-1.log ends is where 0606-2.log starts, but for pieces moved outside the log', async () => {
    const end = await read('0606-1.log');
    const s = seam(end, await read('0606-2.log', 'start'));
    expect(s.compared).toBe(2377);
    // Every other piece that differs was moved between the two logs: the first log names it in no command and leaves it where it started.
    const start = new Map((await read('0606-1.log', 'start')).pieces.map((p) => [p.id, p]));
    const loggedText = await loggedCommands('0606-1.log');
    const unexplained = s.differ
      .map((d) => d.slice(0, d.indexOf(':')))
      .filter((id) => {
        if (PUT_BACK_BY_HAND.includes(id)) return false;
        const before = start.get(id);
        const after = end.pieces.find((p) => p.id === id);
        const unmoved = before !== undefined && after !== undefined && before.map === after.map && before.x === after.x && before.y === after.y;
        return !unmoved || loggedText.some((t) => t.includes(id));
      });
    expect(unexplained).toEqual([]);
    expect(s.differ).toHaveLength(22);
  });
});
