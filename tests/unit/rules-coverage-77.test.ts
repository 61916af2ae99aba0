import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GETTYSBURG_77_ENTRIES } from '../../src/engine/rules/entries/gettysburg-77.js';
import { G77_DOCUMENT } from '../../src/engine/games/gettysburg-77/rule.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const SEED = readSeed('002_581d685a3c63a356.txt');
const GAME_DIR = fileURLToPath(new URL('../../src/engine/games/gettysburg-77', import.meta.url));
const OPT = 'Intermediate Game Optional Rules';

/**
 * What each heading of seed 002 is. A section's heading and numbered points each need an entry; a chart's
 * numbered lines are table rows, covered by the chart's one entry; a caption labels a figure or a table
 * column and leaves the current section open; 'none' is front-matter prose with nothing to cite.
 * Every heading the scan finds must be listed here, so a heading cannot be skipped by accident.
 */
type Role =
  | { readonly kind: 'section'; readonly entry: string; readonly points?: string }
  | { readonly kind: 'chart'; readonly entry: string }
  | { readonly kind: 'caption' }
  | { readonly kind: 'none' };

type Part = 'front' | 'rules' | 'optional' | 'tables';

const section = (entry: string, points?: string): Role => (points === undefined ? { kind: 'section', entry } : { kind: 'section', entry, points });
const chart = (entry: string): Role => ({ kind: 'chart', entry });
const caption: Role = { kind: 'caption' };

/** The heading that opens each part of the document. */
const PART_STARTS: Readonly<Record<string, Part>> = {
  'SUMMARY OF PLAY': 'rules',
  'INTERMEDIATE GAME OPTIONAL RULES': 'optional',
  'INTERMEDIATE GAME TABLES': 'tables',
};

const ROLES: Readonly<Record<Part, Readonly<Record<string, Role>>>> = {
  front: {
    'INTERMEDIATE GETTYSBURG': chart('Elevation'),
    INTRODUCTION: { kind: 'none' },
    COMPONENTS: chart('Components'),
    Inventory: chart('Components'),
    Mapboard: section('Mapboard'),
    'PLAYING PIECES': section('Playing Pieces'),
    'Terrain Features Chart': chart('Terrain Features Chart'),
    'Terrain Hexes': section('Terrain Hexes'),
    'UNIT COUNTER KEY': chart('Playing Pieces'),
    'UNIT COUNTER IDENTIFICATION': chart('Playing Pieces'),
    Confederate: caption,
    Union: caption,
    Infantry: caption,
    Artillery: caption,
    Cavalry: caption,
    'Horse Artillery': caption,
    Headquarters: caption,
    COMBAT: caption,
    HEADQUARTERS: caption,
    FRONT: caption,
    BACK: caption,
  },
  rules: {
    'SUMMARY OF PLAY': section('Summary of Play'),
    'VICTORY CONDITIONS': section('Victory Conditions'),
    'VICTORY POINTS': chart('Victory Conditions: Victory Points table'),
    'Value Value': caption,
    'PREPARE FOR PLAY': section('Prepare for Play'),
    'SEQUENCE OF PLAY': section('Sequence of Play'),
    'SEQUENCE OF ACTIVITIES (presented in phases)': section('Sequence of Play', 'Sequence of Activities'),
    MOVEMENT: section('Movement'),
    'STRATEGIC MOVEMENT': section('Strategic Movement'),
    STACKING: section('Stacking'),
    'ZONE OF CONTROL': section('Zone of Control'),
    'Zone of Control': section('Zone of Control'),
    'Limitations to Movement': section('Limitations to Movement'),
    COMBAT: section('Combat'),
    'Combat Qualifications': section('Combat Qualifications'),
    'Multiple Combat': section('Multiple Combat'),
    'Voluntary Retreat': section('Voluntary Retreat'),
    'Multiple Rounds': section('Multiple Rounds'),
    CASUALTIES: section('Casualties'),
    RETREAT: section('Retreat'),
    'Retreat Restrictions': section('Retreat Restrictions'),
    ADVANCE: section('Advance'),
    'SHATTER AND DISORGANIZATION': section('Shatter and Disorganization'),
    'Effect of Shatter and Disorganization': section('Effect of Shatter and Disorganization', 'Shatter and Disorganization, Effect'),
    'ORDER OF BATTLE': section('Order of Battle'),
    HEADQUARTERS: section('Headquarters'),
    NIGHT: section('Night'),
    BREASTWORKS: section('Breastworks'),
    'Combat Die Modification': section('Combat Die Modification'),
    'SPECIAL EFFECTS TO COMBAT': section('Special Effects to Combat'),
  },
  optional: {
    'INTERMEDIATE GAME OPTIONAL RULES': section(OPT),
    ADVANCE: section(`${OPT}: Advance`),
    'ATTACK MOVEMENT': section(`${OPT}: Attack Movement`),
    'OPTIONAL UNITS': section(`${OPT}: Optional Units`),
    'INCREASED RANGE OF INFLUENCE FOR ARTILLERY': section(`${OPT}: Increased Range of Influence for Artillery`),
    'HEADQUARTERS MODIFICATION': section(`${OPT}: Headquarters Modification`),
    // The key to the Confederate state colours printed after the optional rules.
    ...Object.fromEntries(
      ['South Carolina', 'Mississippi', 'Georgia', 'Virginia', 'Florida', 'Texas', 'North Carolina', 'Louisiana', 'Maryland', 'Vermont', 'Tennessee', 'Alabama'].map(
        (state) => [state, caption],
      ),
    ),
  },
  tables: {
    'INTERMEDIATE GAME TABLES': { kind: 'none' },
    'ODDS DETERMINATION TABLE': chart('Odds Determination Table'),
    'Combat Odds': caption,
    PROCEDURE: caption,
    EXAMPLE: caption,
    'COMBAT RESULTS TABLE': chart('Combat Results Table'),
    'HEADQUARTERS TABLE': chart('Headquarters Table'),
    'EXPERIENCE MATRIX': chart('Experience Matrix'),
    'DIE ROLL MODIFICATIONS': chart('Die Roll Modifications'),
    'SITUATIONS FAVORABLE TO THE ATTACKER': caption,
    'SITUATIONS FAVORABLE TO THE DEFENDER': caption,
    "Gettysburg '77 Intermediate Order of Appearance & Game Record Chart": chart('Intermediate Order of Appearance & Game Record Chart'),
  },
};

/**
 * Two sidebars on army organization were set into the text mid-rule (between Sequence of Activities 2
 * and 3, and inside Strategic Movement 2). Each runs from its first line to the line before the rule
 * resumes; its contents belong to the Organization Key entry, and the interrupted section carries on.
 */
const SIDEBARS: readonly { readonly from: RegExp; readonly resume: RegExp }[] = [
  { from: /^All of the combat units in the game/, resume: /^3\. \*\*Combat Phase\*\*/ },
  { from: /^Meredith's brigade is the first brigade/, resume: /^move up to 4 hexes/ },
];

/** Numbered items whose lettered lines are only a list inside the item, restated by the item's entry. */
const LISTS_INSIDE_ITEM = new Set([`${OPT}: Increased Range of Influence for Artillery 1`]);

const ALL_CAPS = /^[A-Z][A-Z '&-]*[A-Z](?: \([a-z ]+\))?$/;
const TITLE_CASE = /^(?:[A-Z][a-z']*|'\d\d)(?: (?:[A-Z][a-z']*|of|and|to|for|the|&|'\d\d))*$/;

function isHeading(line: string): boolean {
  return ALL_CAPS.test(line) || (TITLE_CASE.test(line) && line.split(' ').length <= 10);
}

interface Scan {
  readonly headings: readonly string[];
  readonly unknownHeadings: readonly string[];
  /** Entry numbers the seed calls for, in document order, without repeats. */
  readonly required: readonly string[];
  readonly organizationKeyRows: number;
}

function scanSeed(seed: string): Scan {
  const headings: string[] = [];
  const unknownHeadings: string[] = [];
  const required = new Set<string>();
  let part: Part = 'front';
  let current: Role = { kind: 'none' };
  let lastNumber = '';
  let sidebar: (typeof SIDEBARS)[number] | null = null;
  let organizationKeyRows = 0;

  const point = (label: string): void => {
    if (current.kind === 'section') required.add(`${current.points ?? current.entry} ${label}`);
    else if (current.kind === 'none') throw new Error(`numbered item ${label} outside any section`);
  };

  for (const raw of seed.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (sidebar !== null) {
      if (!sidebar.resume.test(line)) {
        if (/^\d+\.\s/.test(line)) organizationKeyRows += 1;
        continue;
      }
      sidebar = null;
    } else {
      const opening = SIDEBARS.find((s) => s.from.test(line));
      if (opening !== undefined) {
        sidebar = opening;
        required.add('Organization Key');
        continue;
      }
    }
    if (isHeading(line)) {
      headings.push(line);
      part = PART_STARTS[line] ?? part;
      const role = ROLES[part][line];
      if (role === undefined) unknownHeadings.push(`${part}: ${line}`);
      else if (role.kind !== 'caption') {
        current = role;
        lastNumber = '';
        if (role.kind !== 'none') required.add(role.entry);
      }
      continue;
    }
    const numberedSub = /^(\d+)\.([a-z])\.\s/.exec(line);
    const numbered = /^(\d+)\.\s/.exec(line);
    const upperSub = /^(?:-\s*)?([A-Z])\.\s/.exec(line);
    const lowerSub = /^(?:-\s*)?([a-z])\.\s/.exec(line);
    if (numberedSub !== null) {
      lastNumber = numberedSub[1] ?? '';
      point(`${lastNumber}.${numberedSub[2] ?? ''}`);
    } else if (numbered !== null) {
      lastNumber = numbered[1] ?? '';
      point(lastNumber);
    } else if (upperSub !== null && lastNumber !== '') {
      point(`${lastNumber}${upperSub[1] ?? ''}`);
    } else if (lowerSub !== null && lastNumber !== '' && current.kind === 'section') {
      const parent = `${current.points ?? current.entry} ${lastNumber}`;
      if (!LISTS_INSIDE_ITEM.has(parent)) point(`${lastNumber}.${lowerSub[1] ?? ''}`);
    }
  }
  return { headings, unknownHeadings, required: [...required], organizationKeyRows };
}

/** Rule strings the engine cites with g77('...'), read from its source. */
function engineCitations(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...engineCitations(path));
    else if (name.endsWith('.ts')) for (const m of readFileSync(path, 'utf8').matchAll(/g77\('([^']+)'\)/g)) found.push(m[1] ?? '');
  }
  return found;
}

/**
 * How an answer's citation finds its entries: split on ';', drop a trailing parenthetical, read
 * "X 2.b and 4" as "X 2.b" plus "X 4", and take the one 'Effect of Shatter and Disorganization N' the
 * engine writes as the entry's 'Shatter and Disorganization, Effect N'.
 */
function citationNumbers(rule: string): string[] {
  return rule.split(';').flatMap((piece) => {
    const plain = piece
      .replace(/\s*\([^)]*\)\s*$/, '')
      .trim()
      .replace(/^Effect of Shatter and Disorganization (\d)/, 'Shatter and Disorganization, Effect $1');
    const [first = '', ...rest] = plain.split(/\s+and\s+(?=\d[\w.]*$)/);
    const heading = /^(.*\D)\s+\d[\w.]*$/.exec(first)?.[1] ?? first;
    return [first, ...rest.map((r) => (/^\d[\w.]*$/.test(r) ? `${heading} ${r}` : r))];
  });
}

const scan = scanSeed(SEED);
const numbers = new Set(GETTYSBURG_77_ENTRIES.map((e) => e.number));

describe('gettysburg-77 rules index covers seed 002', () => {
  itWithShared('knows every heading the seed has', () => {
    expect(scan.unknownHeadings).toEqual([]);
    // Headings outside the two organization sidebars, captions included.
    expect(scan.headings.length).toBe(84);
  });

  itWithShared('has an entry for every section, numbered point and table', () => {
    expect(scan.required.filter((n) => !numbers.has(n))).toEqual([]);
    // 46 sections, charts and tables plus 122 numbered and lettered points (Order of Battle prints 7 twice).
    expect(scan.required.length).toBe(168);
    expect(scan.required.filter((n) => /\d(\.[a-z]|[A-Z])?$/.test(n) && !n.startsWith('Intermediate Order')).length).toBe(122);
  });

  itWithShared('finds the points it should, section by section', () => {
    const count = (prefix: string): number => scan.required.filter((n) => n.startsWith(`${prefix} `) && /\d/.test(n.slice(prefix.length))).length;
    expect(count('Movement')).toBe(6);
    expect(count('Strategic Movement')).toBe(8); // 1, 1A–C, 2–5
    expect(count('Sequence of Activities')).toBe(4);
    expect(count('Combat Qualifications')).toBe(12);
    expect(scan.required.filter((n) => n.startsWith('Multiple Combat '))).toEqual([
      'Multiple Combat 1',
      'Multiple Combat 2.a',
      'Multiple Combat 2.b',
      'Multiple Combat 3',
      'Multiple Combat 3.a',
      'Multiple Combat 3.b',
      'Multiple Combat 4',
    ]);
    expect(count('Order of Battle')).toBe(9);
    expect(count('Breastworks')).toBe(9); // 1, 1A, 1B, 2–7
    expect(count('Shatter and Disorganization, Effect')).toBe(4);
    expect(count(`${OPT}: Increased Range of Influence for Artillery`)).toBe(2);
    expect(scan.organizationKeyRows).toBe(7);
  });

  it('links every rule the engine cites to an entry', () => {
    const cited = engineCitations(GAME_DIR);
    expect(cited.length).toBeGreaterThan(40);
    expect(cited.flatMap(citationNumbers).filter((n) => !numbers.has(n))).toEqual([]);
  });

  it('files the optional artillery reach under the artillery calculator, which draws it', () => {
    const optional = GETTYSBURG_77_ENTRIES.filter((e) => e.number.includes('Increased Range of Influence for Artillery'));
    expect(optional).toHaveLength(3);
    for (const e of optional) expect(e.calculator).toBe('artillery');
  });

  it('keeps ids and numbers unique and cites the 1977 document', () => {
    expect(new Set(GETTYSBURG_77_ENTRIES.map((e) => e.id)).size).toBe(GETTYSBURG_77_ENTRIES.length);
    expect(numbers.size).toBe(GETTYSBURG_77_ENTRIES.length);
    for (const e of GETTYSBURG_77_ENTRIES) {
      expect(e.game).toBe('gettysburg-77');
      expect(e.citation).toEqual({ game: 'gettysburg-77', document: G77_DOCUMENT, rule: e.number });
      expect(e.id).toMatch(/^gettysburg-77\/[a-z0-9-]+$/);
      expect(e.text.length).toBeGreaterThan(20);
      for (const t of e.terms) expect(t).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});
