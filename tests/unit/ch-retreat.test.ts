import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { RetreatResult } from '../../src/engine/core/retreat.js';
import { retreatAnswer } from '../../src/engine/core/retreat-answer.js';
import { gameFeatures } from '../../src/engine/index.js';
import { game } from '../../src/engine/games/cemetery-hill/game.js';
import { chRetreat, mapEdgeQuestionId } from '../../src/engine/games/cemetery-hill/retreat/ch-retreat.js';
import { entryForRule } from '../../src/engine/rules/entry-for-rule.js';
import { chBoard, chNeighbours, chRequest, mapDataKeeping, offered, rejectedHexes, type ChUnit } from '../fixtures/ch-retreat.js';

// Made-up positions on the shipped grid (even columns half a hex lower, columns 01–21 and rows 01–27 as the
// map data infers them). The retreating unit "u" is Union; "e…" are Confederate.
const retreat = (units: readonly ChUnit[], attackers: readonly string[] = []): RetreatResult => chRetreat(chRequest(chBoard(units), 'u', attackers), null);
const enemy = (id: string, hex: string): ChUnit => ({ id, hex, side: 'confederate' });
const allRank1 = (hexes: readonly string[]): string[] => hexes.map((h) => `${h}@1`);
const rulesOf = (r: RetreatResult): (string | null)[] => [...r.options.flatMap((o) => o.steps), ...r.rejected].map((s) => s.rule?.rule ?? null);

describe('Cemetery Hill retreat: the board the tests use', () => {
  it('has the neighbours the positions below are built on', () => {
    expect(chNeighbours('1010')).toEqual(['0910', '0911', '1009', '1011', '1110', '1111']);
    expect(chNeighbours('0110')).toEqual(['0109', '0111', '0209', '0210']);
    expect(chNeighbours('2127')).toEqual(['2026', '2027', '2126', '2128', '2226', '2227']);
  });

  it('is the game module’s retreat, and the game lists the tool', () => {
    expect(gameFeatures('cemetery-hill').tools).toContain('retreat');
    const r = game.retreat?.(chRequest(chBoard([{ id: 'u', hex: '1010' }]), 'u'), null);
    expect(r && offered(r)).toEqual(allRank1(['0910', '0911', '1009', '1011', '1110', '1111']));
  });
});

describe('Cemetery Hill retreat: 14.4, no retreat off the map', () => {
  it('refuses each hex past the west edge, citing 14.4, and offers only the hexes on the map', () => {
    const r = retreat([{ id: 'u', hex: '0110' }]);
    expect(offered(r)).toEqual(allRank1(['0109', '0111', '0209', '0210']));
    expect(rejectedHexes(r)).toEqual(['0009', '0010']);
    for (const x of r.rejected) {
      expect(x.rule?.rule).toBe('14.4');
      expect(x.reason).toMatch(/past the west edge .*no unit may retreat off the map/);
    }
    expect(r.options.some((o) => o.offBoard)).toBe(false);
  });

  it('in the south-east corner, refuses the hexes past both edges, including ones the grid can still label', () => {
    const r = retreat([{ id: 'u', hex: '2127' }]);
    expect(offered(r)).toEqual(allRank1(['2026', '2027', '2126']));
    expect(Object.fromEntries(r.rejected.map((x) => [x.hex, x.reason.split(' (')[0]]))).toEqual({
      '2128': 'past the south edge',
      '2226': 'past the east edge',
      '2227': 'past the east edge',
    });
  });

  it('says the edge is one the map data infers, not a printed one', () => {
    const r = retreat([{ id: 'u', hex: '1127' }]);
    expect(rejectedHexes(r)).toEqual(['1128']);
    expect(r.rejected[0]?.reason).toMatch(/row 27, an edge the map data infers/);
  });

  it('cites only 14.4, an entry of the rules index', () => {
    const r = retreat([{ id: 'u', hex: '0101' }]);
    const rules = rulesOf(r).filter((x) => x !== null);
    expect(new Set(rules)).toEqual(new Set(['14.4']));
    const refs = [...r.options.flatMap((o) => o.steps), ...r.rejected, ...r.problems].flatMap((s) => (s.rule ? [s.rule] : []));
    expect(refs.every((ref) => entryForRule(ref)?.id === 'cemetery-hill/14.4')).toBe(true);
  });
});

describe('Cemetery Hill retreat: the series rule 8.5 is not in the seeds', () => {
  it('says so plainly, cited to 14.4, and leaves the choice to the player', () => {
    const r = retreat([{ id: 'u', hex: '1010' }]);
    const note = r.problems.find((p) => /8\.5/.test(p.text));
    expect(note?.severity).toBe('note');
    expect(note?.rule?.rule).toBe('14.4');
    expect(note?.text).toMatch(/rule 8\.5 .*which Adjutant does not hold/);
    // Each option says it too, so the command line's text (which prints steps, not notes) shows it.
    for (const o of r.options) expect(o.steps[0]?.text).toMatch(/8\.5.*not in Adjutant's sources.*your choice/);
  });

  it('offers every neighbouring hex at the same rank, next to an enemy or not: nothing ranks them', () => {
    const r = retreat([{ id: 'u', hex: '1010' }, enemy('e', '1009'), enemy('e2', '1111')], ['e']);
    expect(offered(r)).toEqual(allRank1(['0910', '0911', '1009', '1011', '1110', '1111']));
    expect(r.options.every((o) => o.stepsLost === 0 && !o.disorganized && !o.overstacked && !o.endsInEnemyZoc)).toBe(true);
    expect(retreatAnswer(r).summary).toBe('6 retreats, 6 of them first (your choice)');
  });

  it('names what stands in a hex as a fact, with no rule, and still offers it', () => {
    const r = retreat([{ id: 'u', hex: '1010' }, enemy('e', '1009'), { id: 'f', hex: '1011' }], ['e']);
    const at = (hex: string) => r.options.find((o) => o.path[0] === hex)?.steps.slice(1) ?? [];
    expect(at('1009')).toEqual([{ text: expect.stringMatching(/^Enemy units stand in 1009 \(e\); whether .* is for 8\.5/), rule: null }]);
    expect(at('1011')).toEqual([{ text: expect.stringMatching(/^Friendly units stand in 1011 \(f\)/), rule: null }]);
    expect(at('0910')).toEqual([]);
  });

  it('does not judge zones of control, and says why', () => {
    const r = retreat([{ id: 'u', hex: '1010' }, enemy('e', '1009')], ['e']);
    expect(r.problems.some((p) => /zone of control/.test(p.text) && p.rule === null)).toBe(true);
  });
});

describe('Cemetery Hill retreat: an edge the map data does not give is asked', () => {
  it('asks which hexes beyond an unknown edge are on the map, and offers the rest', () => {
    const r = chRetreat(chRequest(chBoard([{ id: 'u', hex: '0510' }]), 'u'), null, { mapData: mapDataKeeping(['north', 'south', 'east']) });
    expect(offered(r)).toEqual(allRank1(['0509', '0511', '0609', '0610']));
    expect(r.rejected).toEqual([]);
    expect(r.questions).toEqual([{ id: mapEdgeQuestionId('0510'), ask: expect.stringMatching(/^Which of 0409, 0410 are on the map\?/), rule: expect.objectContaining({ rule: '14.4' }) }]);
    expect(retreatAnswer(r).value).toBeNull();
  });

  it('with every edge known, asks nothing', () => {
    expect(retreat([{ id: 'u', hex: '0510' }]).questions).toEqual([]);
  });

  it('still refuses a hex the labels cannot reach, edge known or not', () => {
    const r = chRetreat(chRequest(chBoard([{ id: 'u', hex: '0110' }]), 'u'), null, { mapData: mapDataKeeping([]) });
    expect(rejectedHexes(r)).toEqual(['0009', '0010']);
    expect(r.questions[0]?.ask).toMatch(/^Which of 0109, 0111, 0209, 0210 are on the map\?/);
  });

  it('a unit beyond the map data’s edges: those edges are set aside with a note, and its neighbours asked about', () => {
    const r = retreat([{ id: 'u', hex: '2310' }]);
    expect(r.problems.some((p) => /beyond the edges Adjutant's map data gives/.test(p.text))).toBe(true);
    expect(r.options).toEqual([]);
    expect(r.questions).toHaveLength(1);
    expect(r.rejected).toEqual([]);
  });
});

describe('Cemetery Hill retreat: what cannot be read', () => {
  it('a unit off the map, an unknown unit, an attacker of its own side: input problems, no options', () => {
    const off = retreat([{ id: 'u', offMap: true }]);
    expect(off.problems).toEqual([expect.objectContaining({ severity: 'input', at: 'unitId' })]);
    expect(chRetreat(chRequest(chBoard([{ id: 'x', hex: '1010' }]), 'u'), null).problems[0]?.text).toMatch(/No unit "u"/);
    const own = retreat([{ id: 'u', hex: '1010' }, { id: 'f', hex: '1009' }], ['f']);
    expect(own.options).toEqual([]);
    expect(own.problems).toEqual([expect.objectContaining({ severity: 'input', at: 'attackers' })]);
  });
});

describe('Cemetery Hill retreat on the command line', () => {
  it('answers from a board file: every hex on the map at rank 1, the ones off it refused under 14.4, and 8.5 named as missing', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'adjutant-ch-retreat-')), 'board.json');
    writeFileSync(path, JSON.stringify({ format: 'adjutant-board/1', game: 'cemetery-hill', units: [{ id: 'u', name: 'u', side: 'union', type: 'infantry', location: { kind: 'hex', hex: '0110' } }] }));
    let out = '';
    let err = '';
    const code = await runCli(['retreat', '--board', path, '--unit', 'u'], { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/^Retreat of u: 4 retreats, 4 of them first \(your choice\)/);
    expect(out).toMatch(/ {2}1\. 0109\n/);
    expect(out).toMatch(/8\.5, which would rank or bar hexes, is not in Adjutant's sources/);
    expect(out).toMatch(/Not allowed:\n {2}0009: past the west edge .*\[Cemetery Hill exclusive rules, 14\.4\]/);
  });
});
