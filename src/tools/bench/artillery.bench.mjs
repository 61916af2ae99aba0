// @ts-check
/**
 * Gettysburg '88 double-range artillery for a whole board: every gun of both sides asked what it may fire on,
 * as a page showing every gun's fire would, through `boardFire` (the board read once, then each gun answered
 * exactly as `gunFire` answers it; checked equal here before timing). A last row times the same answers through
 * `gunFire` once per gun, which reads the board again for every gun, for comparison. A made-up board over the
 * whole '88 map (26 columns by 99 rows), 40 guns a side and 150 other combat units spread over it, woods on
 * about one hex in eight and hills on one in twelve, every hill named; made-up settings with a double range of 4
 * (a value taken as confirmed here, not the rulebook's), woods, towns and hills blocking, grazes blocking. The
 * floor is the least such an answer does: for every gun, the axial distance to every enemy unit, kept when within
 * 4 (no lines, no labels, no rules). Goal: the whole board within one frame (16 ms); the ratio to the floor is
 * reported beside.
 */
import { brokenRow, formatMs, importSource, interleave, median, random, timeSync } from './measure.mjs';

export const title = "Double-range artillery: every gun of a full '88 board against all its targets";

const FRAME_MS = 16;
const COLUMNS = 26;
const ROWS = 99;
const GUNS_A_SIDE = 40;
const OTHERS = 150;
const DOUBLE_RANGE = 4;
/** Hills of about three hexes: some one hex in twelve of the map. */
const HILLS = 70;
/** Runs per timed sample, so that each takes long enough to time and the code measured is warm. */
const FLOOR_REPEATS = 200;
const SUBJECT_REPEATS = 3;

/**
 * The part of the engine measured here.
 * @typedef {{ q: number, r: number }} Hex
 * @typedef {{ id: string, side: string, type: string, location: { kind: string, hex?: string } }} Unit
 * @typedef {{ game: string, units: Unit[] }} Board
 * @typedef {{ targets: { eligible: boolean | null }[], refusal: unknown, needs: unknown[] }} GunFire
 * @typedef {{
 *   parseBoard: (json: unknown) => { ok: true, value: Board } | { ok: false, errors: unknown[] },
 *   parseG88MovementSettings: (json: unknown) => { ok: true, value: unknown } | { ok: false, errors: unknown[] },
 *   gunFire: (board: Board, gunId: string, settings: unknown) => GunFire,
 *   boardFire: (board: Board, settings: unknown) => ReadonlyMap<string, GunFire>,
 *   hexGrid: (game: string) => { parse: (label: string) => Hex | null, distance: (a: Hex, b: Hex) => number } | null,
 * }} Engine
 */

/** @param {number} q 1-based column @param {number} r row */
const label = (q, r) => `${String.fromCharCode(64 + q)}${r}`;

/**
 * The made-up board as JSON, and its hills: woods on about one hex in eight, hills (runs of 2 to 4 hexes down a
 * column, which touch one another, each named as the settings require of every hill hex) on about one in twelve,
 * the rest left unmarked for the settings to call clear; units anywhere.
 */
function madeUpBoard() {
  const next = random(1988);
  /** @type {Record<string, { terrain: string[] }>} */
  const terrain = {};
  for (let q = 1; q <= COLUMNS; q++) for (let r = 1; r <= ROWS; r++) if (next() < 0.12) terrain[label(q, r)] = { terrain: ['woods'] };
  /** @type {{ name: string, hexes: string[] }[]} */
  const hills = [];
  while (hills.length < HILLS) {
    const q = 1 + Math.floor(next() * COLUMNS);
    const top = 1 + Math.floor(next() * (ROWS - 4));
    const hexes = Array.from({ length: 2 + Math.floor(next() * 3) }, (_, i) => label(q, top + i));
    if (hexes.some((h) => terrain[h]?.terrain[0] === 'hill')) continue;
    for (const h of hexes) terrain[h] = { terrain: ['hill'] };
    hills.push({ name: `Hill ${hills.length + 1}`, hexes });
  }
  const units = [];
  for (const side of ['union', 'confederate']) {
    for (let i = 0; i < GUNS_A_SIDE + OTHERS / 2; i++) {
      const hex = label(1 + Math.floor(next() * COLUMNS), 1 + Math.floor(next() * ROWS));
      const type = i < GUNS_A_SIDE ? 'artillery' : next() < 0.8 ? 'infantry' : 'cavalry';
      units.push({ id: `${side}-${i}`, name: `${side} ${i}`, side, type, location: { kind: 'hex', hex } });
    }
  }
  const board = { format: 'adjutant-board/1', game: 'gettysburg-88', time: { light: 'day' }, units, terrain };
  return { board, hills };
}

/** Made-up settings (not the rulebook's): round costs, unmarked hexes clear, and the artillery section confirmed. @param {{ name: string, hexes: string[] }[]} hills */
function madeUpSettings(hills) {
  return {
    format: 'adjutant-g88-movement/1',
    rule: 'made-up bench settings, not the rulebook',
    costs: { clear: 1, road: 0.5, streamCrossing: 1, bridge: 0, terrain: { woods: 2, hill: 2 }, combine: 'highest', roadRateResumes: false, entryHex: 'as-road' },
    unmarkedHexes: 'clear',
    zoc: { adjacentHexes: true, bridgeNegated: 'entering-zoc' },
    stackingLimit: 2,
    map: { roads: [], roadsBetweenRoadHexes: false, streams: [], bridges: [] },
    artillery: {
      doubleRange: DOUBLE_RANGE,
      blockingTerrain: ['woods', 'town', 'hill'],
      grazeBlocks: true,
      hills,
      onlyArtilleryTargets: false,
      supportLineOfSight: true,
    },
  };
}

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const units = 2 * (GUNS_A_SIDE + OTHERS / 2);
  const name = `every gun's double-range fire (${2 * GUNS_A_SIDE} guns, ${units} units, ${COLUMNS * ROWS} hexes)`;
  const time = { group: 'artillery', name: `${name}, whole board`, floor: '' };
  const ratio = { group: 'artillery', name, floor: 'bare gun-to-enemy distances within 4' };
  const byGun = { group: 'artillery', name: `${name}, gunFire gun by gun`, floor: '' };
  try {
    const engine = /** @type {Engine} */ (
      /** @type {unknown} */ (
        await importSource(
          ctx.root,
          "export { parseBoard, hexGrid } from './src/engine/index.ts'; export { gunFire, boardFire } from './src/engine/calculators.ts'; export { parseG88MovementSettings } from './src/engine/games/gettysburg-88/movement/parse-movement-settings.ts';",
        )
      )
    );
    const made = madeUpBoard();
    const parsed = engine.parseBoard(made.board);
    if (!parsed.ok) throw new Error(`the made-up board does not read: ${JSON.stringify(parsed.errors).slice(0, 300)}`);
    const settings = engine.parseG88MovementSettings(madeUpSettings(made.hills));
    if (!settings.ok) throw new Error(`the made-up settings do not read: ${JSON.stringify(settings.errors).slice(0, 300)}`);
    const board = parsed.value;
    const grid = engine.hexGrid('gettysburg-88');
    if (!grid) throw new Error("no '88 grid");
    const guns = board.units.filter((u) => u.type === 'artillery').map((u) => u.id);
    const gunByGun = () => guns.map((id) => engine.gunFire(board, id, settings.value));
    const every = () => engine.boardFire(board, settings.value);
    // The answer must be a real one before its speed means anything: no refusal, nothing asked, some targets;
    // and the whole-board answer must be the per-gun one, gun for gun.
    const first = gunByGun();
    const whole = every();
    if (whole.size !== guns.length || guns.some((id, i) => JSON.stringify(whole.get(id)) !== JSON.stringify(first[i]))) {
      throw new Error('boardFire does not answer every gun as gunFire does');
    }
    const targets = first.reduce((n, f) => n + f.targets.length, 0);
    const stuck = first.find((f) => f.refusal !== null || f.needs.length > 0);
    if (stuck || targets === 0) throw new Error(`the made-up board leaves a gun refused, asking, or with no target: ${JSON.stringify(stuck?.needs ?? stuck?.refusal ?? null).slice(0, 300)}`);
    // The floor's input, read outside its timing as the subject's board is: each unit's side, whether a gun, and its axial hex.
    const placed = board.units.map((u) => {
      const at = grid.parse(u.location.hex ?? '') ?? { q: 0, r: 0 };
      return { side: u.side, gun: u.type === 'artillery', q: at.q, r: at.r };
    });
    const bareDistances = () => {
      let n = 0;
      for (const g of placed) {
        if (!g.gun) continue;
        for (const e of placed) {
          if (e.side === g.side) continue;
          const dq = e.q - g.q;
          const dr = e.r - g.r;
          if ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 <= DOUBLE_RANGE) n++;
        }
      }
      return n;
    };
    const measured = await interleave({
      rounds: ctx.rounds,
      warmup: 3,
      floor: () =>
        timeSync(() => {
          for (let i = 0; i < FLOOR_REPEATS; i++) bareDistances();
        }) / FLOOR_REPEATS,
      subject: () =>
        timeSync(() => {
          for (let i = 0; i < SUBJECT_REPEATS; i++) every();
        }) / SUBJECT_REPEATS,
    });
    // The per-gun calls, timed after (not interleaved: they are a comparison, not the subject), one run a sample.
    const perGun = Array.from({ length: ctx.rounds }, () => timeSync(gunByGun));
    const note = `${formatMs(median(measured.subject))} against ${formatMs(median(measured.floor))}; ${targets} gun-target checks`;
    const slower = `${(median(perGun) / median(measured.subject)).toFixed(1)}× the whole-board call`;
    return [
      { ...time, ratios: [], unit: 'ms', values: measured.subject, goal: FRAME_MS, note: 'one frame' },
      { ...ratio, ratios: measured.ratios, note },
      { ...byGun, ratios: [], unit: 'ms', values: perGun, note: slower },
    ];
  } catch (e) {
    return [brokenRow(time, e), brokenRow(ratio, e), brokenRow(byGun, e)];
  }
}
