import { describe, expect, it } from 'vitest';
import { seedOrderOfAppearance, seedOrderOfBattle, type SeedUnit } from '../../src/engine/index.js';
import { GAME_IDS } from '../../src/engine/index.js';
import { readShared } from '../support/shared.js';
import { describeWithShared } from '../support/with-shared.js';

/** The demo board's units (plain JavaScript, typed here by what the test reads of them). */
interface DemoUnit {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly type: string;
  readonly formation: Readonly<Record<string, string>>;
}
const DEMO_POSITION: string = '../../examples/board/seed-position.js';

const SEED_002 = readShared('seeds', '002_581d685a3c63a356.txt');

/** The slips shared/facts/games.md lists in the chart, as the product corrects them. */
const NAME_FIXES: Readonly<Record<string, string>> = {
  Mullenbrough: 'Muhlenberg',
  Tobert: 'Torbert',
  Sedgewick: 'Sedgwick',
  Pleasanton: 'Pleasonton',
  Meritt: 'Merritt',
};

/** Italic names on a line of their own: division commanders, not units (see order-of-appearance.ts). */
const COMMANDER_LINES = ['Schurz', 'Kilpatrick'];

interface ChartLine {
  readonly name: string;
  readonly type: string;
  readonly corps: string | null;
  readonly mf: number | null;
  readonly vp: number | null;
}

/** Each unit line of the chart in its order, read from the seed's text with the slips corrected. */
function chartLines(seed: string): ChartLine[] {
  const chart = seed.slice(seed.indexOf("Gettysburg '77 Intermediate Order of Appearance"));
  const out: { -readonly [K in keyof ChartLine]: ChartLine[K] }[] = [];
  for (const raw of chart.split('\n')) {
    const line = raw
      .replace(/\*\*[^*]*\*\*/g, '')
      .replace(/\*[^*]*\*/g, '')
      .replace(/^\s*(\d+ (AM|PM|Noon)|Night|Set-up)\s+/i, '')
      .trim();
    if (/^\(-(\d+)VP each\)$/.test(line)) {
      const vp = Number(/\d+/.exec(line)?.[0]);
      out.slice(-2).forEach((l) => (l.vp = vp));
      continue;
    }
    const m = /^([A-Z][A-Za-z.' ]*?) \((.*)$/.exec(line);
    if (!m || /^Note/.test(line)) continue;
    const printed = m[1] ?? '';
    const parens = [...line.matchAll(/\(([^)]*)\)/g)].map((p) => p[1] ?? '');
    const code = parens.find((p) => /^(Cav|R|ANV|AotP|[IVX]+)( Arty| HQ)?$/.test(p) || p === 'Cav Arty') ?? null;
    const type = code === null ? 'infantry' : code === 'Cav Arty' ? 'horse-artillery' : code.endsWith('HQ') ? 'headquarters' : code.endsWith('Arty') ? 'artillery' : code === 'Cav' ? 'cavalry' : 'infantry';
    const corpsPrinted = code === null || code === 'Cav' || code === 'Cav Arty' ? null : code.replace(/ (Arty|HQ)$/, '');
    const mf = parens.map((p) => /^(\d)mf$/.exec(p)?.[1]).find((d) => d !== undefined);
    const vp = parens.map((p) => /^-(\d+)VP$/.exec(p)?.[1]).find((d) => d !== undefined);
    out.push({
      name: NAME_FIXES[printed] ?? printed,
      type,
      corps: corpsPrinted === 'IX' ? 'XI' : corpsPrinted,
      mf: mf === undefined ? null : Number(mf),
      vp: vp === undefined ? null : Number(vp),
    });
  }
  return out;
}

describe('the seeds’ order of battle, every game', () => {
  it.each(GAME_IDS.map((g) => [g]))('%s: ids unique, strengths blank, in the pack’s shape', async (game) => {
    const units = await seedOrderOfBattle(game);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    for (const u of units) {
      expect(u.strength).toEqual({ full: null, reduced: null });
      // The pack's fields only: a pack's reader refuses any other key.
      expect(Object.keys(u).every((k) => ['id', 'name', 'side', 'type', 'formation', 'strength', 'movement'].includes(k))).toBe(true);
    }
  });

  it('names only what each seed names: none for Cemetery Hill, a few for the others', async () => {
    const names = async (game: (typeof GAME_IDS)[number]) => (await seedOrderOfBattle(game)).map((u) => u.name);
    expect(await names('cemetery-hill')).toEqual([]);
    expect(await names('gettysburg-88')).toEqual(['Hancock', 'Stuart', 'Pleasonton']);
    expect(await names('high-tide')).toEqual(['Iron Brigade', 'Stonewall Brigade']);
    expect(await names('they-met')).toEqual(['Warren', 'Dance', 'Nelson']);
    const dance = (await seedOrderOfAppearance('they-met')).find((u) => u.name === 'Dance');
    // The May 1997 erratum's road, not the printed one.
    expect(dance?.arrival).toEqual({ kind: 'reinforcement', day: '1 July', hour: '1800', road: 'Chambersburg Pike' });
  });
});

describe('Gettysburg (1977): the order of appearance chart', () => {
  const units = (): Promise<readonly SeedUnit[]> => seedOrderOfAppearance('gettysburg-77');
  const named = async (name: string): Promise<SeedUnit[]> => (await units()).filter((u) => u.name === name);

  it('corrects the chart’s misspellings and keeps what it printed', async () => {
    const all = await units();
    for (const [printed, fixed] of Object.entries(NAME_FIXES)) {
      expect(all.some((u) => u.name === printed)).toBe(false);
      expect((await named(fixed)).map((u) => u.seedSpelling?.name)).toEqual([printed]);
    }
    // Howard's corps is XI, never IX.
    expect(all.some((u) => u.formation?.corps === 'IX')).toBe(false);
    expect((await named('Howard'))[0]).toMatchObject({ formation: { corps: 'XI' }, seedSpelling: { corps: 'IX' }, type: 'headquarters', side: 'union' });
    expect((await named('Coster'))[0]).toMatchObject({ formation: { corps: 'XI', division: 'von Steinwehr' }, seedSpelling: { division: 'von Sieinwehr' } });
    expect(all.filter((u) => u.arrival?.kind === 'reinforcement' && u.arrival.road === 'Hanover Rd' && u.seedSpelling?.road === 'Handover Rd').map((u) => u.name)).toEqual(
      ['McCandless', 'Fisher', 'McIntosh', 'Gregg', 'Huey', 'Pleasonton', 'Farnsworth', 'Custer'],
    );
  });

  it('leaves a division unsaid where the transcription’s line breaks make it doubtful, and keeps the corps', async () => {
    for (const name of ['Candy', 'Carroll', 'Cross', 'Kelly', 'Zook', 'Brooke']) {
      const [u] = await named(name);
      expect(u?.formation?.division).toBeUndefined();
      expect(u?.formation?.corps).toMatch(/^(II|XII)$/);
    }
    expect((await named('Harrow'))[0]?.formation?.division).toBe('Gibbon');
    expect((await units()).some((u) => u.formation?.division === 'Caldwell')).toBe(false);
  });

  it('tells apart the units that share a name, by side and kind', async () => {
    const ids = async (name: string) => (await named(name)).map((u) => `${u.id} ${u.side} ${u.type}`);
    expect(await ids('Smith')).toEqual(['usa-smith union infantry', 'csa-smith confederate infantry']);
    expect(await ids('Jones')).toEqual(['csa-jones-artillery confederate artillery', 'csa-jones confederate infantry', 'csa-jones-cavalry confederate cavalry']);
    expect(await ids('Lane')).toEqual(['csa-lane confederate infantry', 'csa-lane-artillery confederate artillery']);
    expect(await ids('Robertson')).toEqual(['csa-robertson confederate infantry', 'usa-robertson union horse-artillery', 'csa-robertson-cavalry confederate cavalry']);
    expect(await ids('Garnett')).toEqual(['csa-garnett-artillery confederate artillery', 'csa-garnett confederate infantry']);
    expect(await ids('McIntosh')).toEqual(['csa-mcintosh confederate artillery', 'usa-mcintosh union cavalry']);
  });

  it('places the set-up, the optional units’ costs and the movement allowances the seed gives', async () => {
    expect((await named('Gamble'))[0]?.arrival).toEqual({ kind: 'set-up', hex: 'M34' });
    expect((await named('Devin'))[0]?.arrival).toEqual({ kind: 'set-up', hex: 'L40' });
    const all = await units();
    expect(all.filter((u) => u.optionalCostVp !== undefined).map((u) => [u.id, u.optionalCostVp])).toEqual([
      ['usa-huey', 5],
      ['csa-robertson-cavalry', 3],
      ['csa-jones-cavalry', 3],
    ]);
    expect((await named('Davis'))[0]).toMatchObject({ movement: 5, entryMovement: 3 });
    expect((await named('Stuart'))[0]).toMatchObject({ movement: 8, side: 'confederate', type: 'headquarters' });
    // Divisions carry down their group; artillery takes none; Howe heads Grant and Neill.
    expect((await named('Willard'))[0]?.formation).toEqual({ corps: 'II', division: 'Hays' });
    expect((await named('Wainwright'))[0]?.formation).toEqual({ corps: 'I' });
    expect((await named('Neill'))[0]?.formation).toEqual({ corps: 'VI', division: 'Howe' });
    expect((await named('Custer'))[0]?.formation).toEqual({ division: 'Kilpatrick' });
  });

  it('agrees with the demo board’s reading of the set-up and the first three hours', async () => {
    const byId = new Map((await units()).map((u) => [u.id, u]));
    const { SEED_UNITS } = (await import(DEMO_POSITION)) as { readonly SEED_UNITS: readonly DemoUnit[] };
    expect(SEED_UNITS.length).toBeGreaterThan(20);
    for (const demo of SEED_UNITS) {
      const u = byId.get(demo.id);
      expect(u, demo.id).toBeDefined();
      expect({ name: u?.name, side: u?.side, type: u?.type, formation: u?.formation ?? {} }).toEqual({ name: demo.name, side: demo.side, type: demo.type, formation: demo.formation });
    }
  });
});

describeWithShared('Gettysburg (1977): every unit of seed 002’s chart, in its order', () => {
  it('has each unit the chart lists, with its kind, corps, entry allowance and cost', async () => {
    const lines = chartLines(SEED_002);
    const units = (await seedOrderOfAppearance('gettysburg-77')).map((u) => ({
      name: u.name,
      type: u.type,
      corps: u.type === 'cavalry' || u.type === 'horse-artillery' ? null : (u.formation?.corps ?? null),
      mf: u.entryMovement ?? null,
      vp: u.optionalCostVp ?? null,
    }));
    // Pegram prints no kind on the chart; the Order of Appearance example calls it an artillery battalion.
    const unitLines = lines.filter((l) => !COMMANDER_LINES.includes(l.name)).map((l) => (l.name === 'Pegram' ? { ...l, type: 'artillery' } : l));
    expect(lines.length - unitLines.length).toBe(COMMANDER_LINES.length);
    expect(units).toEqual(unitLines);
  });

  it('the commanders printed on lines of their own head the brigades below them', async () => {
    const all = await seedOrderOfAppearance('gettysburg-77');
    for (const commander of COMMANDER_LINES) expect(all.filter((u) => u.formation?.division === commander)).toHaveLength(2);
  });
});
