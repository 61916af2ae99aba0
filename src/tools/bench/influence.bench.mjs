// @ts-check
/**
 * All the enemy ranges of influence of one side on a full Gettysburg (1977) board: a made-up board of 2,600 hexes,
 * each with its terrain and elevation, and 100 units (15 guns a side), with the optional artillery rule on, so every
 * gun's 4- and 5-hex reach is traced to every hex. The floor is the least any such answer does: every enemy unit's
 * disk of hexes (37, and 91 for a gun) put into a map by axial key, with no labels, no lines and no rules. Goal ≤ 20×:
 * the labels, the lines and the reasons may cost an order of magnitude over bare arithmetic, not the blow-up of
 * asking every hex about every unit. A second row, without a goal, asks the one-hex rule (breastworks use it) for
 * every hex of the board, which is what a caller without the whole-side answer would do.
 */
import { brokenRow, formatMs, importSource, interleave, median, random, timeSync } from './measure.mjs';

export const title = 'Ranges of influence: a whole side on a full 1977 board, against bare disks';

const GOAL = 20;
const ROWS = 52;
const COLUMNS = 50;
const UNITS_A_SIDE = 50;
const GUNS_A_SIDE = 15;
const OPTIONAL = { 'artillery-range-5': true };
/** Runs per timed sample, so that each takes long enough to time and the code measured is warm, as in a page that asks again. */
const FLOOR_REPEATS = 40;
const SUBJECT_REPEATS = 5;

/**
 * The part of the engine measured here.
 * @typedef {{ q: number, r: number }} Hex
 * @typedef {{ game: string, units: { id: string, side: string, type: string, location: { kind: string, hex?: string } }[] }} Board
 * @typedef {{ hexes: Record<string, string[]> }} SideInfluence
 * @typedef {{
 *   parseBoard: (json: unknown) => { ok: true, value: Board } | { ok: false, errors: unknown[] },
 *   sideRangesOfInfluence: (board: Board, side: string, ruleSet: Record<string, boolean>) => SideInfluence,
 *   enemyRangeOfInfluence: (board: Board, hex: string, side: string, ruleSet: Record<string, boolean>) => { verdict: string },
 * }} Engine
 */

/** A row's letters on the 1977 map: A … Z, then AA … ZZ. @param {number} r */
const rowLetters = (r) => {
  const letter = String.fromCharCode(64 + ((r - 1) % 26) + 1);
  return r > 26 ? letter + letter : letter;
};
/** @param {number} q @param {number} r */
const label = (q, r) => `${rowLetters(r)}${q}`;

/** The made-up board as JSON: gentle hills, woods on about one hex in eight, a town block, units spread over the middle. */
function madeUpBoard() {
  const next = random(1977);
  /** @type {Record<string, { terrain: string[], elevation: number }>} */
  const terrain = {};
  for (let r = 1; r <= ROWS; r++) {
    for (let q = 1; q <= COLUMNS; q++) {
      const town = r >= 14 && r <= 18 && q >= 36 && q <= 40;
      const kind = town ? 'town' : next() < 0.12 ? 'woods' : 'clear';
      terrain[label(q, r)] = { terrain: [kind], elevation: Math.round(5 + 3 * Math.sin(q / 6) * Math.cos(r / 8)) };
    }
  }
  const units = [];
  for (const side of ['union', 'confederate']) {
    for (let i = 0; i < UNITS_A_SIDE; i++) {
      const q = 6 + Math.floor(next() * (COLUMNS - 10));
      const r = 6 + Math.floor(next() * (ROWS - 10));
      const type = i < GUNS_A_SIDE ? 'artillery' : 'infantry';
      units.push({ id: `${side}-${i}`, name: `${side} ${i}`, side, type, location: { kind: 'hex', hex: label(q, r) } });
    }
  }
  return { format: 'adjutant-board/1', game: 'gettysburg-77', time: { light: 'day' }, units, terrain };
}

/** Axial offsets within n hexes. @param {number} n @returns {Hex[]} */
function disk(n) {
  /** @type {Hex[]} */
  const out = [];
  for (let dq = -n; dq <= n; dq++) for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) out.push({ q: dq, r: dr });
  return out;
}

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const name = `all ranges of influence of a side, ${ROWS * COLUMNS} hexes, ${2 * UNITS_A_SIDE} units, optional artillery rule`;
  const what = { group: 'influence', name, floor: 'bare 3- and 5-hex disks into a map' };
  const naive = { group: 'influence', name: `the one-hex rule asked of each of the ${ROWS * COLUMNS} hexes`, floor: 'bare 3- and 5-hex disks into a map' };
  try {
    const engine = /** @type {Engine} */ (
      /** @type {unknown} */ (
        await importSource(
          ctx.root,
          "export { parseBoard } from './src/engine/index.ts'; export { sideRangesOfInfluence } from './src/engine/calculators.ts'; export { enemyRangeOfInfluence } from './src/engine/games/gettysburg-77/range-of-influence.ts';",
        )
      )
    );
    const parsed = engine.parseBoard(madeUpBoard());
    if (!parsed.ok) throw new Error(`the made-up board does not read: ${JSON.stringify(parsed.errors).slice(0, 300)}`);
    const board = parsed.value;
    const labels = [];
    for (let r = 1; r <= ROWS; r++) for (let q = 1; q <= COLUMNS; q++) labels.push(label(q, r));
    // The floor's input, read outside its timing as the subject's board is: each Confederate unit's axial hex.
    const enemies = board.units
      .filter((u) => u.side === 'confederate' && u.location.kind === 'hex')
      .map((u) => {
        const m = /^([A-Z]+)(\d+)$/.exec(u.location.hex ?? '');
        const letters = m?.[1] ?? 'A';
        return { id: u.id, q: Number(m?.[2]), r: letters.charCodeAt(0) - 64 + (letters.length === 2 ? 26 : 0), gun: u.type === 'artillery' };
      });
    const near = disk(3);
    const far = disk(5);
    const bareDisks = () => {
      /** @type {Map<number, string[]>} */
      const hexes = new Map();
      for (const e of enemies) {
        for (const d of e.gun ? far : near) {
          const key = (e.q + d.q) * 1000 + (e.r + d.r);
          const units = hexes.get(key);
          if (units) units.push(e.id);
          else hexes.set(key, [e.id]);
        }
      }
      return hexes;
    };
    const whole = () => engine.sideRangesOfInfluence(board, 'union', OPTIONAL);
    const oneByOne = () => labels.filter((l) => engine.enemyRangeOfInfluence(board, l, 'union', OPTIONAL).verdict === 'in');
    // The two answers must agree on the board's hexes before their speeds mean anything.
    const all = whole();
    const inside = new Set(oneByOne());
    const wrong = labels.filter((l) => (l in all.hexes) !== inside.has(l));
    if (wrong.length > 0) throw new Error(`the whole side and the one-hex rule disagree at ${wrong.slice(0, 5).join(', ')}`);
    const floor = () =>
      timeSync(() => {
        for (let i = 0; i < FLOOR_REPEATS; i++) bareDisks();
      }) / FLOOR_REPEATS;
    const subject = await interleave({
      rounds: ctx.rounds,
      warmup: 3,
      floor,
      subject: () =>
        timeSync(() => {
          for (let i = 0; i < SUBJECT_REPEATS; i++) whole();
        }) / SUBJECT_REPEATS,
    });
    const perHex = await interleave({ rounds: ctx.rounds, floor, subject: () => timeSync(oneByOne) });
    const hexCount = Object.keys(all.hexes).length;
    return [
      { ...what, ratios: subject.ratios, goal: GOAL, note: `${formatMs(median(subject.subject))} against ${formatMs(median(subject.floor))}; ${hexCount} hexes inside` },
      { ...naive, ratios: perHex.ratios, note: `${formatMs(median(perHex.subject))} against ${formatMs(median(perHex.floor))}` },
    ];
  } catch (e) {
    return [brokenRow(what, e), brokenRow(naive, e)];
  }
}
