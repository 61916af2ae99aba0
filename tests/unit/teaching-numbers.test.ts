import { describe, expect, it } from 'vitest';
import { resolveCombat } from '../../src/engine/core/resolve-combat.js';
import { columnLabels } from '../../src/engine/core/combat-table.js';
import { VP_PER_EXCESS_CAVALRY_UNIT } from '../../src/engine/games/cemetery-hill/cavalry-exit-award.js';
import { VP_PER_SP_ELIMINATED } from '../../src/engine/games/cemetery-hill/elimination-vp.js';
import { LAST_TURN as CH_LAST_TURN } from '../../src/engine/games/cemetery-hill/game-turns.js';
import { reinforcementSchedule } from '../../src/engine/games/cemetery-hill/reinforcement-schedule.js';
import { chVictoryLevel } from '../../src/engine/games/cemetery-hill/victory-level.js';
import { GETTYSBURG_77_BASICS } from '../../src/engine/games/gettysburg-77/basics.js';
import { G77_COMBAT_TABLE } from '../../src/engine/games/gettysburg-77/combat-results-table.js';
import { G77_MODIFICATIONS } from '../../src/engine/games/gettysburg-77/die-roll-modifications.js';
import { EXPERIENCE_MATRIX } from '../../src/engine/games/gettysburg-77/experience-matrix.js';
import { SUPERIOR_VALUE } from '../../src/engine/games/gettysburg-77/headquarters-modifier.js';
import { ARTILLERY_OPTIONAL_RANGE } from '../../src/engine/games/gettysburg-77/influence/artillery-line.js';
import { DAY_RANGE, NIGHT_RANGE } from '../../src/engine/games/gettysburg-77/range-of-influence.js';
import { STACK_LIMIT } from '../../src/engine/games/gettysburg-77/retreat/retreat-stacking.js';
import { GROUP_LIMIT, LEND_TO } from '../../src/engine/games/gettysburg-77/strength-rules.js';
import { objectiveHexes } from '../../src/engine/games/gettysburg-77/victory/occupation.js';
import { LOSS_VP, WIN_MINIMUM_VP } from '../../src/engine/games/gettysburg-77/victory/vp-table.js';
import { CAPTURE_BANDS } from '../../src/engine/games/high-tide/captured-artillery.js';
import { ARTILLERY_MORALE } from '../../src/engine/games/high-tide/morale-rating.js';
import { NO_ENEMY_WITHIN, RALLY_BONUS } from '../../src/engine/games/high-tide/rally-modifiers.js';
import { REORG_MORALE_BONUS } from '../../src/engine/games/high-tide/reorganization-unit.js';
import { LAST_IMPULSE } from '../../src/engine/games/they-met/impulse-track.js';
import { VOLLEY_EFFECTIVE_TEM, VOLLEY_PRINTED_TEM } from '../../src/engine/games/they-met/tem.js';
import { ALL_ENTRIES } from '../../src/engine/rules/all-entries.js';
import { GLOSSARY } from '../../src/engine/rules/glossary.js';
import { G77_WALKTHROUGH } from '../../src/engine/rules/walkthrough-g77.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

/**
 * Every number in teaching text (walkthrough, glossary, rules entries and their "amends" notes) is read here.
 * Each is either verified by a recogniser against the engine's own data, or listed in ALLOWED with a reason;
 * a new number that is neither fails the test, naming the text, the number and its sentence.
 */

interface Teaching {
  readonly where: string;
  readonly text: string;
}

const TEXTS: readonly Teaching[] = [
  ...G77_WALKTHROUGH.map((s): Teaching => ({ where: `walkthrough ${s.id}`, text: `${s.title}. ${s.text} ${s.onTheBoard}` })),
  ...GLOSSARY.map((t): Teaching => ({ where: `glossary ${t.id}`, text: `${t.term}. ${t.definition}` })),
  ...ALL_ENTRIES.flatMap((e): Teaching[] => [
    { where: e.id, text: `${e.title}. ${e.text}` },
    ...(e.amends ?? []).map((a): Teaching => ({ where: `${e.id} amends ${a.id}`, text: a.change })),
  ]),
];

// ---- Reading the numbers ----------------------------------------------------------------------------------------

/** Stretches that cite or name something rather than state a value; blanked (same length) before numbers are read. */
const CITATIONS: readonly RegExp[] = [
  /\b\d+(?:\.\d+)+[a-z]?\b/g, // rule numbers: 14.53, 10.51, 16.2.2 (and 1.75 inside an engine-computed ratio)
  /\b(?:clarifications?|additions?|corrections?|Q&A|rules?|points?|see|Subsection|Scenario|impulse|box|Areas?|p\.|pages?|example|paragraph|Turns?|round|in)\s+\d+(?:\s*(?:,|and|or|\/)\s*\d+)*(?![\w–-])/gi,
  /\b\d+\/\d+\b(?=\s+and\s+\d+\/\d+)|\b\d+\/\d+(?=\))/g, // They Met area pairs 19/38 and 20/37
  /\b[A-Z]{1,2}-?\d{1,3}[a-z]?\b/g, // hex labels M34, II-42; CRT results A1, D1; rule 8b2
  /\b\d+(?:-\d+){2,}\b/g, // counter values 1-1-1
  /\b\d{4}(?:-\d{2,4})?\b|\b\d{1,2}-\d{4}\b/g, // years, 1868-69, clock times 0600, 23-2400
  /\b\d{1,2}(?:\s*(?:AM|PM|a\.m\.|p\.m\.))/g,
  /\b(?:July|June|February)\s+\d(?:[–-]\d)?\b|\b\d{1,2}\s+(?:July|June|February)\b/g,
  /\b[Dd]isorganized\s+\d\b|\b\d\s+side\b/g, // marker names: disorganized 2, its 1 side
  /\b\d+mf\b|\d+½|’\d\d\b/g, // 3mf, 3½, ’88
];
const WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, half: 0.5 };
/** Signed numbers, integers, die-roll ranges (1–2), ratios (3-2, 2:1) and percentages; number words that count hexes, steps, points, units or turns. */
const CLAIM = /(?<![\w.])[+\u2212-]?\d+(?:[\u2013:-]\d+)?%?(?![\w])|\b(?:one|two|three|four|five|six|half)(?=\s+(?:more\s+)?(?:hex|hexes|steps?|movement points?|points?|turns?|units?|modifiers?)\b)/gi;

interface Claim {
  readonly where: string;
  readonly value: string;
  readonly index: number;
  readonly sentence: string;
}

function blank(text: string): string {
  return CITATIONS.reduce((t, re) => t.replace(re, (m) => ' '.repeat(m.length)), text);
}

function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('; ', index)) + 1;
  const end = text.indexOf('. ', index);
  return text.slice(start, end < 0 ? text.length : end + 1).trim();
}

/** A claim's value as the recognisers compare it: digits, no plus sign, ASCII hyphens. */
function normal(value: string): string {
  const word = WORDS[value.toLowerCase()];
  return word !== undefined ? String(word) : value.replace(/^\+/, '').replace(/[\u2212\u2013]/g, '-');
}

function claimsOf(t: Teaching): Claim[] {
  return [...blank(t.text).matchAll(CLAIM)].map((m) => ({ where: t.where, value: normal(m[0]), index: m.index, sentence: sentenceAt(t.text, m.index) }));
}

// ---- Recognisers: what the engine says each kind of number must be ---------------------------------------------

/** For each capture group: the value the engine has (compared with the claim), or true/false when the engine decides it. */
type Expected = readonly (number | string | boolean)[];
interface Recogniser {
  readonly name: string;
  /** Regexes with the d flag; each group's position marks the claim it checks. */
  readonly rules: readonly { readonly re: RegExp; readonly expect: (m: RegExpExecArray) => Expected }[];
}

const mod = (id: string): number => G77_MODIFICATIONS.find((l) => l.id === id)?.value ?? NaN;
const COLUMNS: readonly string[] = columnLabels(G77_COMBAT_TABLE);
const ROLLS = G77_COMBAT_TABLE.rows.map((r) => r.roll);
const odds = (a: number, d: number): string | null =>
  resolveCombat(GETTYSBURG_77_BASICS, { game: 'gettysburg-77', attack: { kind: 'total', strength: a }, defense: { kind: 'total', strength: d }, drm: 0 }, null).odds;
const objectivePoints = (hex: string, side: string): number | null =>
  objectiveHexes().find((o) => o.hex === hex.replace('-', ''))?.row.points[side === 'Union' ? 'union' : 'confederate'] ?? null;
/** Whether a:b is where the engine's Cemetery Hill victory level changes (the level at a:b differs from one side of it). */
const chBoundary = (a: number, b: number): boolean => {
  const at = chVictoryLevel(a * 1000, b * 1000);
  return at !== chVictoryLevel(a * 1000 + 1, b * 1000) || at !== chVictoryLevel(a * 1000 - 1, b * 1000);
};
const band = (outcome: string): readonly [number, number] => {
  const b = CAPTURE_BANDS.find((c) => c.outcome === outcome);
  return [b?.from ?? NaN, b?.to ?? NaN];
};

const RECOGNISERS: readonly Recogniser[] = [
  {
    name: 'odds: columns of the 1977 table and "N against M" battles, by the engine’s odds calculation',
    rules: [
      { re: /(?<![\w.-])(\d{1,2}-\d{1,2})(?![\w-])/dg, expect: (m) => [COLUMNS.includes(m[1] ?? '')] },
      {
        re: /(\d+) against (\d+)(?: \(([\d.]+) to (\d+)\))? (?:is|reads as|reads|reaches) (\d+-\d+)/dg,
        expect: (m) => {
          const ok = odds(Number(m[1]), Number(m[2])) === m[5];
          return [ok, ok, true, true, ok];
        },
      },
    ],
  },
  {
    name: '1977 die-roll modifications, the headquarters value, the experience matrix and the CRT’s roll range',
    rules: [
      { re: /Minus (\d) for the attacker: .*?headquarters of value (\d)\+/dg, expect: () => [-mod('attacker-higher'), SUPERIOR_VALUE] },
      { re: /Plus (\d) for the defender: .*?headquarters of value (\d)\+/dg, expect: () => [mod('defender-higher'), SUPERIOR_VALUE] },
      { re: /disorganized attacking unit adds (\d) to/dg, expect: () => [mod('attacker-disorganized')] },
      { re: /disorganized defending unit takes (\d) off/dg, expect: () => [-mod('defender-disorganized')] },
      { re: /(?:at|counts) (-\d) (?:to|on) the die/dg, expect: () => [mod('outside-field-of-defence')] },
      { re: /breastworks add (\d) to the die|(\+\d) for defending in breastworks|defending in them gets a (\+\d)/dg, expect: () => [1, 1, 1].map(() => mod('defender-protected')) },
      { re: /(?:value of|value|rated) (\d) or (?:more|higher)/dg, expect: () => [SUPERIOR_VALUE] },
      { re: /gets a favourable (\d)/dg, expect: () => [-mod('attacker-headquarters')] },
      {
        re: /better shifts the die (\+\d) for him, each grade worse (-\d), up to (\d) either way/dg,
        expect: () => [EXPERIENCE_MATRIX[0]?.[1] ?? NaN, EXPERIENCE_MATRIX[1]?.[0] ?? NaN, Math.max(...EXPERIENCE_MATRIX.flat())],
      },
      { re: /(?:roll \((\d) to (\d)\)|kept between (\d) and (\d))/dg, expect: () => [Math.min(...ROLLS), Math.max(...ROLLS), Math.min(...ROLLS), Math.max(...ROLLS)] },
    ],
  },
  {
    name: '1977 ranges of influence (day, night, optional artillery)',
    rules: [
      { re: /within (\d) of an enemy combat unit \((\d) at night\)/dg, expect: () => [DAY_RANGE, NIGHT_RANGE] },
      { re: /within (\d) hexes of an enemy combat unit/dg, expect: () => [DAY_RANGE] },
      { re: /falls from (\d) hexes to (\d)/dg, expect: () => [DAY_RANGE, NIGHT_RANGE] },
      { re: /(Five) hexes, blocked|range of influence becomes (\d) hexes/dg, expect: () => [ARTILLERY_OPTIONAL_RANGE, ARTILLERY_OPTIONAL_RANGE] },
    ],
  },
  {
    name: '1977 stacking, groups and lending',
    rules: [
      { re: /at most (\d) combat units of infantry and\/or cavalry, plus (one) artillery unit for (\d) in all/dg, expect: () => [STACK_LIMIT.footAndHorse, STACK_LIMIT.artillery, STACK_LIMIT.footAndHorse + STACK_LIMIT.artillery] },
      { re: /add up to (\d) or less/dg, expect: () => [GROUP_LIMIT] },
      { re: /to reach (\d)|defend with (\d) or more|defender up to (\d)/dg, expect: () => [LEND_TO, LEND_TO, LEND_TO] },
    ],
  },
  {
    name: '1977 victory points: losses, objective hexes, the victory check',
    rules: [
      {
        re: /infantry or artillery give (\d+), eliminated cavalry (\d+); at the check only, reduced infantry or artillery give (\d+) and reduced cavalry (\d+)/dg,
        expect: () => [LOSS_VP.infantry.eliminated, LOSS_VP.cavalry.eliminated, LOSS_VP.infantry.reduced, LOSS_VP.cavalry.reduced],
      },
      { re: /([A-Z]{1,2}-\d+) (?:is worth )?(\d+) to the (Confederates|Union)/dg, expect: (m) => [true, objectivePoints(m[1] ?? '', m[3] ?? '') ?? 'none', true] },
      { re: /at least (\d+) points and twice/dg, expect: () => [WIN_MINIMUM_VP] },
    ],
  },
  {
    name: 'Cemetery Hill: turns, schedule, victory ratios, VPs',
    rules: [
      { re: /Play runs (\d+) turns/dg, expect: () => [CH_LAST_TURN] },
      {
        re: /(Union|Confederate) arrivals: ([^.]+)\./dg,
        expect: () => [true, true],
      },
      { re: /(\d):(\d)/dg, expect: (m) => [chBoundary(Number(m[1]), Number(m[2])), true] },
      { re: /gains? (\d) VPs for each (Union|Confederate) SP eliminated/dg, expect: (m) => [VP_PER_SP_ELIMINATED[m[2] === 'Union' ? 'union' : 'confederate'], true] },
      { re: /score (\d) VPs for each of theirs beyond/dg, expect: () => [VP_PER_EXCESS_CAVALRY_UNIT] },
      { re: /(\w+) out by turn \d+ against (\w+) by turn \d+ earns (\d+) VPs/dg, expect: (m) => [true, true, VP_PER_EXCESS_CAVALRY_UNIT * ((WORDS[m[1] ?? ''] ?? NaN) - (WORDS[m[2] ?? ''] ?? NaN))] },
    ],
  },
  {
    name: 'High Tide: rally modifiers, artillery morale, capture bands, reorganization bonus',
    rules: [
      { re: /Rally (\+\d)|(\+\d) to the rally roll|up to two more (\+\d) modifiers|Two more (\+\d) rally|night rally gets (\+\d)/dg, expect: () => [1, 2, 3, 4, 5].map(() => RALLY_BONUS) },
      { re: /within (\d) hexes \(roughly/dg, expect: () => [NO_ENEMY_WITHIN] },
      { re: /(\d)\/(\d)(?::|\b)(?: (\d) at full strength and (\d) once reduced)?/dg, expect: () => [ARTILLERY_MORALE.full, ARTILLERY_MORALE.half, ARTILLERY_MORALE.full, ARTILLERY_MORALE.half] },
      { re: /(?:roll|On) (1–2)/dg, expect: () => [band('disabled').join('-')] },
      { re: /(?:roll|On) (3–4)/dg, expect: () => [band('half-disabled').join('-')] },
      { re: /(?:roll|On) (5–10)/dg, expect: () => [band('intact').join('-')] },
      { re: /a roll of (3–10)/dg, expect: () => [`${band('half-disabled')[0]}-${band('intact')[1]}`] },
      { re: /usual modifiers plus (\+\d)/dg, expect: () => [REORG_MORALE_BONUS] },
    ],
  },
  {
    name: 'They Met: the Impulse Track’s last box and the volley TEMs',
    rules: [
      { re: /(?:stops at|stays on|capped at|counts them up to|marker on|in the) (\d+)/dg, expect: () => [LAST_IMPULSE] },
      { re: /to a (\d+): it stays/dg, expect: () => [LAST_IMPULSE + 1] },
      { re: /prints a TEM of (\+\d)|effective TEM of (\+\d)|the (\+\d) TEM for Area/dg, expect: () => [VOLLEY_PRINTED_TEM, VOLLEY_EFFECTIVE_TEM, VOLLEY_EFFECTIVE_TEM] },
      { re: /(?:TEM|TEM of) (0)\b/dg, expect: () => [0] },
    ],
  },
];

/** The Cemetery Hill schedule sentence: every "turn(s) N (and M) at HEX (and HEX)" is a line of the engine's 14.34 data. */
function scheduleMistakes(t: Teaching): string[] {
  const out: string[] = [];
  for (const m of t.text.matchAll(/(Union|Confederate) arrivals: ([^.]+)\./g)) {
    const side = m[1] === 'Union' ? 'union' : 'confederate';
    for (const part of (m[2] ?? '').matchAll(/turns? (\d+)(?: and (\d+))? at (\d{4})(?: and (\d{4}))?/g)) {
      const hexes = [part[3], part[4]].filter((h): h is string => h !== undefined);
      for (const turn of [part[1], part[2]].filter((x): x is string => x !== undefined)) {
        const due = reinforcementSchedule({ side, turn: Number(turn) }).map((e) => e.hex);
        if (!hexes.some((h) => due.includes(h))) out.push(`${t.where}: ${m[1]} turn ${turn} at ${hexes.join('/')} is not in the engine's 14.34 schedule (${due.join(', ') || 'nothing'})`);
      }
    }
  }
  return out;
}

interface Verdict {
  readonly verified: Map<number, string>;
  readonly wrong: Set<number>;
  readonly mistakes: string[];
}

/** Runs every recogniser over one text: the claims it verified (by index, with the recogniser) and its mistakes. */
function recognise(t: Teaching, claims: readonly Claim[]): Verdict {
  const verified = new Map<number, string>();
  const wrong = new Set<number>();
  const mistakes = scheduleMistakes(t);
  const byIndex = new Map(claims.map((c) => [c.index, c]));
  for (const r of RECOGNISERS) {
    for (const { re, expect: expected } of r.rules) {
      for (const m of t.text.matchAll(re)) {
        const want = expected(m);
        want.forEach((w, i) => {
          const at = m.indices?.[i + 1];
          if (!at) return;
          // A group spanning claims (the schedule sentence) verifies every claim inside it.
          const inside = claims.filter((c) => c.index >= at[0] && c.index < at[1]);
          for (const c of inside.length > 0 ? inside : [byIndex.get(at[0])].filter((x): x is Claim => x !== undefined)) {
            const ok = typeof w === 'boolean' ? w : String(w) === c.value;
            if (ok) verified.set(c.index, r.name);
            else wrong.add(c.index);
            if (!ok) mistakes.push(`${t.where}: "${c.value}" in "${c.sentence}" disagrees with the engine (${r.name}: ${typeof w === 'boolean' ? 'no' : String(w)})`);
          }
        });
      }
    }
  }
  return { verified, wrong, mistakes };
}

// ---- What no recogniser checks, and why -------------------------------------------------------------------------

type Reason =
  | 'count' // a count of things or a plain "one"/"two" of ordinary speech, not a rule value
  | 'example' // a worked example's input, or a value named as an illustration
  | 'seed' // a rule value the engine holds no data for, stated from the seed (its presence in the seed is checked below)
  | 'marker'; // part of a name or reference (a marker side, a column of the rulebook, a game's name) rather than a value

/** [where, the numbers (space-separated, as read), reason]: one line per text and reason. */
const ALLOWED: readonly (readonly [string, string, Reason])[] = [
  ['walkthrough moving', '1 4', 'seed'],
  ['walkthrough moving', '3', 'example'],
  ['walkthrough zones', '6', 'seed'],
  ['walkthrough battles', '1 2', 'count'],
  ['walkthrough retreat-and-advance', '2', 'seed'],
  ['walkthrough reorganize', '1 2 6', 'seed'],
  ['walkthrough reorganize', '5', 'example'],
  ['glossary step', '2', 'count'],
  ['glossary breastworks', '2', 'seed'],
  ['glossary double-range-artillery', '1', 'seed'],
  ['glossary stacking', '1', 'count'],
  ['glossary adjacent', '2', 'count'],
  ['glossary movement-allowance', '1', 'count'],
  ['glossary one-direction-attack', '1', 'count'],
  ['glossary two-direction-attack', '2', 'count'],
  ['gettysburg-77/mapboard', '1 756', 'seed'],
  ['gettysburg-77/elevation', '14 20 380 660', 'seed'],
  ['gettysburg-77/terrain-features-chart', '20', 'seed'],
  ['gettysburg-77/terrain-hexes', '1', 'count'],
  ['gettysburg-77/playing-pieces', '300 6', 'seed'],
  ['gettysburg-77/movement-1', '1', 'seed'],
  ['gettysburg-77/movement-2', '5 8', 'seed'],
  ['gettysburg-77/movement-6', '0.5', 'marker'],
  ['gettysburg-77/strategic-movement-2', '4 2 20 32', 'seed'],
  ['gettysburg-77/strategic-movement-5', '2', 'seed'],
  ['gettysburg-77/stacking-4', '1', 'count'],
  ['gettysburg-77/zone-of-control-1', '6', 'seed'],
  ['gettysburg-77/combat-qualifications', '1', 'count'],
  ['gettysburg-77/combat-qualifications-5', '1', 'count'],
  ['gettysburg-77/combat-qualifications-7', '1 2', 'seed'],
  ['gettysburg-77/combat-qualifications-8', '2', 'count'],
  ['gettysburg-77/multiple-combat-1', '1', 'count'],
  ['gettysburg-77/casualties', '2', 'seed'],
  ['gettysburg-77/casualties-1', '2', 'seed'],
  ['gettysburg-77/casualties-3', '1', 'count'],
  ['gettysburg-77/retreat-1', '2', 'seed'],
  ['gettysburg-77/advance-4', '1', 'seed'],
  ['gettysburg-77/shatter-and-disorganization-2', '1 2', 'marker'],
  ['gettysburg-77/shatter-and-disorganization-3', '1 2 3 6', 'seed'],
  ['gettysburg-77/shatter-and-disorganization-effect-3', '2', 'seed'],
  ['gettysburg-77/order-of-battle-4', '1', 'seed'],
  ['gettysburg-77/order-of-battle-5', '3 12 11 10', 'example'],
  ['gettysburg-77/order-of-battle-7', '1 2', 'seed'],
  ['gettysburg-77/order-of-battle-8', '7', 'marker'],
  ['gettysburg-77/headquarters', '1 2 6', 'seed'],
  ['gettysburg-77/headquarters', '5', 'example'],
  ['gettysburg-77/headquarters-1', '1', 'seed'],
  ['gettysburg-77/headquarters-2', '3', 'seed'],
  ['gettysburg-77/headquarters-3', '5', 'seed'],
  ['gettysburg-77/night-1', '1', 'seed'],
  ['gettysburg-77/breastworks', '2', 'seed'],
  ['gettysburg-77/intermediate-game-optional-rules-attack-movement-1', '2', 'seed'],
  ['gettysburg-77/combat-results-table', '1', 'seed'],
  ['gettysburg-77/intermediate-order-of-appearance-and-game-record-chart', '3', 'marker'],
  ['gettysburg-88/clarification-2', '1', 'seed'],
  ['gettysburg-88/clarification-9', '1', 'count'],
  ['gettysburg-88/clarification-18', '1', 'seed'],
  ['gettysburg-88/clarification-21', '0 10', 'seed'],
  ['gettysburg-88/clarification-22', '2', 'count'],
  ['gettysburg-88/clarification-28', '1', 'seed'],
  ['gettysburg-88/clarification-31', '1', 'count'],
  ['cemetery-hill/14.33', '1', 'seed'],
  ['cemetery-hill/14.51', '1', 'seed'],
  ['cemetery-hill/14.52', '1', 'seed'],
  ['they-met/clarification-3 amends they-met/rule-14.2', '1', 'count'],
  ['they-met/qa-7', '12 2', 'example'],
  ['they-met/qa-13', '6 7 5', 'example'],
];

const allowedAt = (where: string): Map<string, Reason> => new Map(ALLOWED.filter(([w]) => w === where).flatMap(([, ns, r]) => ns.split(' ').map((n): [string, Reason] => [n, r])));

interface Reading {
  readonly claims: Claim[];
  readonly verified: Claim[];
  readonly allowed: (Claim & { readonly reason: Reason })[];
  readonly unclassified: string[];
  readonly mistakes: string[];
}

function read(texts: readonly Teaching[]): Reading {
  const out: Reading = { claims: [], verified: [], allowed: [], unclassified: [], mistakes: [] };
  for (const t of texts) {
    const claims = claimsOf(t);
    const v = recognise(t, claims);
    const allow = allowedAt(t.where);
    out.claims.push(...claims);
    out.mistakes.push(...v.mistakes);
    for (const c of claims) {
      const reason = allow.get(c.value);
      if (v.verified.has(c.index)) out.verified.push(c);
      else if (v.wrong.has(c.index)) continue;
      else if (reason) out.allowed.push({ ...c, reason });
      else out.unclassified.push(`${c.where}: "${c.value}" in "${c.sentence}" is checked by no recogniser and not in ALLOWED`);
    }
  }
  return out;
}

const READING = read(TEXTS);

const SEEDS: Readonly<Record<string, string>> = {
  'gettysburg-88': '000_884c94f15e643813.txt',
  'cemetery-hill': '001_92c16b93bbbbc9a6.txt',
  'gettysburg-77': '002_581d685a3c63a356.txt',
  walkthrough: '002_581d685a3c63a356.txt',
  'high-tide': '003_f546defa9596d02a.txt',
  'they-met': '004_83998f965c11d736.txt',
};

describe('every number in teaching text is computed by the engine or accounted for', () => {
  it('finds no number that disagrees with the engine', () => {
    expect(READING.mistakes).toEqual([]);
  });

  it('leaves no number unclassified', () => {
    expect(READING.unclassified).toEqual([]);
  });

  it('has no stale line in ALLOWED (every listed number is still in its text, unverified)', () => {
    const stale = ALLOWED.flatMap(([where, ns]) => ns.split(' ').filter((n) => !READING.allowed.some((c) => c.where === where && c.value === n)).map((n) => `${where}: ${n}`));
    expect(stale).toEqual([]);
  });

  it('reads the numbers it should: most are verified by a recogniser', () => {
    expect(READING.claims.length).toBeGreaterThan(150);
    expect(READING.verified.length).toBeGreaterThan(90);
  });

  itWithShared('finds every number allowed as "seed" in its game’s seed', () => {
    const missing = READING.allowed
      .filter((c) => c.reason === 'seed')
      .flatMap((c) => {
        const file = SEEDS[c.where.split(/[/ ]/)[0] ?? ''];
        const seeds = file ? [readSeed(file)] : Object.values(SEEDS).map(readSeed);
        const n = c.value;
        const word = Object.entries(WORDS).find(([, v]) => String(v) === n)?.[0];
        const found = seeds.some((s) => new RegExp(`(?<![\\d.])${n.replace(/[-+]/g, '\\$&')}(?![\\d])`).test(s) || (word !== undefined && new RegExp(`\\b${word}\\b`, 'i').test(s)));
        return found ? [] : [`${c.where}: ${n}`];
      });
    expect(missing).toEqual([]);
  });

  it('catches a wrong number (self-check)', () => {
    const fake: Teaching[] = [
      { where: 'fake/breastworks', text: 'Finished breastworks add 3 to the die in any battle with a unit defending in the hex.' },
      { where: 'fake/range', text: 'At night a combat unit’s range of influence falls from 3 hexes to 2, the same as its zone of control.' },
      { where: 'fake/odds', text: 'Rounded for the defender, 7 against 4 is 2-1.' },
      { where: 'fake/ht', text: 'On 1–3 the crew disabled every gun first.' },
      { where: 'fake/new', text: 'A unit may move 9 hexes.' },
    ];
    const r = read(fake);
    expect(r.mistakes).toEqual(expect.arrayContaining([
      expect.stringMatching(/^fake\/breastworks: "3" .*1977 die-roll.*: 1\)$/),
      expect.stringMatching(/^fake\/range: "2" .*ranges of influence.*: 1\)$/),
      expect.stringMatching(/^fake\/odds: "7" .*odds/),
      expect.stringMatching(/^fake\/odds: "4" .*odds/),
      expect.stringMatching(/^fake\/odds: "2-1" .*odds/),
    ]));
    expect(r.mistakes).toHaveLength(5);
    expect(r.unclassified).toEqual([
      'fake/ht: "1-3" in "On 1–3 the crew disabled every gun first." is checked by no recogniser and not in ALLOWED',
      'fake/new: "9" in "A unit may move 9 hexes." is checked by no recogniser and not in ALLOWED',
    ]);
  });
});
