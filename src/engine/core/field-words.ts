import type { FieldError } from './field-error.js';

/**
 * Field paths in a player's words: `units[3].strength.full` is "Unit 4, full strength", `areas.64` is
 * "Area 64", `hexes[2]` is "Hex 3". A path that is already words (a form's field name, "Printed TEM") is kept.
 */

/** One step of a path: a key of an object, or a place in a list (counted from 0). */
type Step = { readonly key: string; readonly quoted: boolean } | { readonly index: number };

/** Names a key that stands for something the player knows by name (a game id), or undefined. */
export type KeyNamer = (key: string) => string | undefined;

/** The whole input rather than one field, by the marker the checks use. */
const WHOLE: Readonly<Record<string, string>> = {
  '': 'The file',
  '(top)': 'The file',
  '(file)': 'The file',
  '(JSON)': 'The text',
  '(table)': 'The table',
  '(request)': 'The request',
  '(game)': 'The game',
  '(storage)': 'Storage',
  '(stored data)': 'What is stored',
  '(the whole value)': 'The file',
  '(more)': 'More problems',
};

/** A key whose entries are keyed by what they are about: `areas.64` is area 64, `ratings.X` is unit X. */
const KEYED: Readonly<Record<string, string>> = {
  areas: 'area',
  areaTems: 'area',
  adjacency: 'area',
  ratings: 'unit',
  marks: 'hex',
  terrain: 'hex',
  hexes: 'hex',
  results: 'result',
};

/** Two keys read together: the second says which of the first. */
const PAIRS: Readonly<Record<string, string>> = {
  'strength.full': 'full strength',
  'strength.reduced': 'reduced strength',
  'die.count': 'number of dice',
  'die.sides': 'sides of the die',
  'die.zeroCountsAsTen': 'a 0 counts as 10',
  'extent.firstColumn': 'first column',
  'extent.lastColumn': 'last column',
  'extent.firstRow': 'first row',
  'extent.lastRow': 'last row',
  'combat.defenceMultiplier': 'defence multiplier',
  'combat.drm': 'DRM',
  'movement.cost': 'movement cost',
};

/** Keys whose words are not their spelling split at the capitals. */
const WORDS: Readonly<Record<string, string>> = {
  drm: 'DRM',
  madeBy: 'made by',
  oob: 'order of battle',
  orderOfBattle: 'order of battle',
  vp: 'VP',
  id: 'id',
  zoc: 'zone of control',
  at: 'hexsides',
  ruleSets: 'rule sets',
  userTables: 'combat tables',
};

/** One of a list, by the list's key: `units` → "unit", `terrain` → "terrain type". */
const ONE_OF: Readonly<Record<string, string>> = {
  terrain: 'terrain type',
  hexsides: 'hexside type',
  creekHexsides: 'creek hexside',
  at: 'hexside',
  hexes: 'hex',
  entries: 'entry',
  adjacency: 'adjacent area',
  rows: 'row',
  results: 'result',
  columns: 'column',
  units: 'unit',
  zones: 'Zone',
  ratings: 'rating',
  games: 'game',
};

function splitWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

function keyWords(key: string): string {
  return Object.hasOwn(WORDS, key) ? (WORDS[key] ?? key) : splitWords(key);
}

function singular(key: string): string {
  if (Object.hasOwn(ONE_OF, key)) return ONE_OF[key] ?? key;
  const words = splitWords(key);
  if (/(x|s|ch|sh)es$/.test(words)) return words.slice(0, -2);
  if (/ies$/.test(words)) return `${words.slice(0, -3)}y`;
  if (/[^s]s$/.test(words)) return words.slice(0, -1);
  return words;
}

/** The steps of a path such as `games.x[2].board["A b"].units[0]`; null when it is not a path at all. */
function steps(path: string): Step[] | null {
  const out: Step[] = [];
  let i = 0;
  while (i < path.length) {
    const c = path[i];
    if (c === '.') {
      i++;
      continue;
    }
    if (c === '[') {
      const index = /^\[(\d+)\]/.exec(path.slice(i));
      if (index?.[1] !== undefined) {
        out.push({ index: Number(index[1]) });
        i += index[0].length;
        continue;
      }
      const quoted = /^\["((?:[^"\\]|\\.)*)"\]/.exec(path.slice(i));
      if (quoted?.[1] === undefined) return null;
      let key = quoted[1];
      try {
        const read: unknown = JSON.parse(`"${quoted[1]}"`);
        if (typeof read === 'string') key = read;
      } catch {
        // Keep the text as written.
      }
      out.push({ key, quoted: true });
      i += quoted[0].length;
      continue;
    }
    let end = i;
    while (end < path.length && path[end] !== '.' && path[end] !== '[') end++;
    out.push({ key: path.slice(i, end), quoted: false });
    i = end;
  }
  return out;
}

/** A key that is the name of a field rather than an entry of a keyed collection: `strength`, not `64` or `Iron Brigade`. */
const isFieldName = (key: string): boolean => /^[a-z][A-Za-z]*$/.test(key);

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a field is, in a player's words, capitalised to head a line: "Unit 4, full strength". */
export function fieldInWords(path: string, nameOf: KeyNamer = () => undefined): string {
  const whole = Object.hasOwn(WHOLE, path.trim()) ? WHOLE[path.trim()] : undefined;
  if (whole !== undefined) return whole;
  // A form's field named as the form labels it ("Printed TEM", "lowest roll").
  if (!/[[\]".]/.test(path) && (/\s/.test(path) || /^[A-Z]/.test(path))) return capitalized(path);
  // A path with a note after it: `costs.terrain (line 1)`.
  const noted = /^(\S+) (\(.*\))$/.exec(path);
  if (noted?.[1] !== undefined && noted[2] !== undefined) return `${fieldInWords(noted[1], nameOf)} ${noted[2]}`;
  const parts = steps(path);
  if (parts === null || parts.length === 0) return capitalized(path);
  const phrases: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const step = parts[i];
    const next = parts[i + 1];
    const before = parts[i - 1];
    if (step === undefined) continue;
    if ('index' in step) {
      // A place in a list not named by a key: "item 3".
      phrases.push(`item ${step.index + 1}`);
      continue;
    }
    const named = nameOf(step.key);
    if (named !== undefined) {
      // `games.x` is the game's name alone.
      if (before !== undefined && 'key' in before && before.key === 'games') phrases.pop();
      phrases.push(named);
      continue;
    }
    if (next !== undefined && 'index' in next) {
      phrases.push(`${singular(step.key)} ${next.index + 1}`);
      i++;
      continue;
    }
    if (before !== undefined && 'key' in before && !step.quoted && Object.hasOwn(PAIRS, `${before.key}.${step.key}`)) {
      // The pair replaces the phrase of its first key.
      phrases.pop();
      phrases.push(PAIRS[`${before.key}.${step.key}`] ?? step.key);
      continue;
    }
    const keyedBy = before !== undefined && 'key' in before && Object.hasOwn(KEYED, before.key) ? KEYED[before.key] : undefined;
    if (keyedBy !== undefined) {
      // `areas.64` is "area 64", in place of "areas".
      phrases.pop();
      phrases.push(`${keyedBy} ${step.key}`);
      continue;
    }
    phrases.push(step.quoted || !isFieldName(step.key) ? `“${step.key}”` : keyWords(step.key));
  }
  return capitalized(phrases.join(', '));
}

/** What is wrong, in plain words, from what the check expected and found: "should be a whole number, not 1.5". */
export function problemInWords(error: FieldError): string {
  const expected = error.expected.trim().replace(/\.$/, '');
  const found = error.found;
  if (error.path === '(more)') return `${capitalized(expected.replace(/^fewer errors:\s*/, ''))}.`;
  if (expected === 'valid JSON') return `this is not valid JSON${found !== undefined ? ` (${found})` : ''}.`;
  if (found === 'nothing' || found === '""') return `missing; it should be ${expected}.`;
  if (error.path === '(stored data)') return `needs ${expected}${found !== undefined ? `. ${found}` : ''}${/[.!?]$/.test(found ?? '') ? '' : '.'}`;
  if (/^(at most|at least|no more than|fewer than|more than)\b/.test(expected)) return `should have ${expected}${found !== undefined ? ` (it has ${found})` : ''}.`;
  if (expected.startsWith('only ')) return `should use ${expected}${found !== undefined ? ` (found ${found})` : ''}.`;
  if (/^(not|no|each|every)\b/.test(expected)) return `${expected}${found !== undefined ? ` (found ${found})` : ''}.`;
  return `should be ${expected}${found !== undefined ? `, not ${found}` : ''}.`;
}

/** One error in a player's words: "Unit 4, full strength: should be a whole number from 0 to 99, not 120." */
export function fieldErrorInWords(error: FieldError, nameOf?: KeyNamer): string {
  return `${fieldInWords(error.path, nameOf)}: ${problemInWords(error)}`;
}
