// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseXml } from '../../src/readers/vassal/xml-reader.js';
import { applyFormat } from '../../src/readers/vassal/hex-numbering.js';
import { GEOMETRY_FORMAT, type ModuleGeometry } from '../../src/readers/vassal/module-geometry.js';
import { defaultModuleSettings, mapRoleOf, parseModuleSettings } from '../../src/readers/vassal/module-settings.js';
import { applyPieceRules, parsePieceRules } from '../../src/readers/vassal/piece-rules.js';
import { readOpenFormat } from '../../src/readers/open-format.js';
import { readTextList } from '../../src/readers/text-list.js';

/**
 * Every look-up keyed by a user's word is a Map or a null-prototype object: a word that names a member of
 * every object ("constructor", "__proto__", "toString", …) is read as a word, or refused as one, for its
 * line or its field alone; it never finds Object's member nor fails the whole input with an internal path.
 */
const OBJECT_WORDS = Object.getOwnPropertyNames(Object.prototype);
/** Also as typed in another case, and with full stops (the list reader drops them). */
const objectWord = fc.constantFrom(...OBJECT_WORDS).chain((w) => fc.constantFrom(w, w.toLowerCase(), w.toUpperCase(), `${w}.`));

const GOOD_77 = ['Gamble, Union, cav, 4/2, M35', 'Davis ; CSA ; 3r ; D-23', 'Reynolds (I HQ), Union, off-map', 'Archer, Confederate, inf, 5, K30', 'Cutler, Union, inf, 4, L34'];
const GOOD_TM = ['Gamble, Union, cav, 4, area 19', 'Davis, CSA, inf, 3, area 7', 'Archer, Confederate, inf, 5, off-map'];

type Field = 'name' | 'side' | 'type' | 'hex' | 'strength' | 'status';

function hostileLine(word: string, field: Field, area: boolean): string {
  const place = area ? 'area 19' : 'M35';
  switch (field) {
    case 'name':
      return `${word}, Union, inf, 4, ${place}`;
    case 'side':
      return `Gamble, ${word}, inf, 4, ${place}`;
    case 'type':
      return `Gamble, Union, ${word}, 4, ${place}`;
    case 'hex':
      return `Gamble, Union, inf, 4, ${area ? `area ${word}` : word}`;
    case 'strength':
      return `Gamble, Union, inf, ${word}/2, ${place}`;
    case 'status':
      return `Gamble, Union, inf, 4, ${place}, ${word}`;
  }
}

describe('the pasted-list reader and words every object has', () => {
  it('reads such a word, or refuses its line alone with a message naming the line (property)', () => {
    fc.assert(
      fc.property(objectWord, fc.constantFrom<Field>('name', 'side', 'type', 'hex', 'strength', 'status'), fc.boolean(), fc.nat(), (word, field, area, at) => {
        const good = area ? GOOD_TM : GOOD_77;
        const position = at % (good.length + 1);
        const lines = [...good.slice(0, position), hostileLine(word, field, area), ...good.slice(position)];
        const result = readTextList(lines.join('\n'), area ? 'they-met' : 'gettysburg-77');
        const hostile = position + 1;
        // Every good line is read, whatever the hostile one does.
        expect(result.board).not.toBeNull();
        const names = result.board?.units.map((u) => u.name) ?? [];
        for (const line of good) expect(names).toContain(line.split(/[,;]/)[0]?.replace(/\s*\(.*\)$/, '').trim());
        for (const p of result.problems) {
          expect(p.line).toBe(hostile);
          expect(p.message).toMatch(new RegExp(`^line ${hostile}: expected `));
          expect(p.message).not.toMatch(/units\[|\(top\)|function|\[object/);
        }
        if (field === 'name') {
          // A name is free text: the word is the unit's name.
          expect(result.problems).toEqual([]);
          expect(names).toContain(word);
        } else if (field === 'hex' && area && /^[A-Za-z]/.test(word)) {
          // "area constructor" names an off-map Zone (a name that starts with a letter): read as such.
          expect(result.problems).toEqual([]);
          expect(result.board?.units.map((u) => u.location)).toContainEqual({ kind: 'area', area: word });
        } else {
          // Elsewhere the word means nothing, so its line is refused (no prototype member was taken for a side or type).
          expect(result.problems).toHaveLength(1);
          expect(result.board?.units).toHaveLength(good.length);
        }
        for (const u of result.board?.units ?? []) {
          expect(['union', 'confederate']).toContain(u.side);
          expect(['infantry', 'cavalry', 'headquarters']).toContain(u.type);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('says which line holds a side it does not know', () => {
    expect(readTextList('Gamble, Union, cav, 4, M35\nDavis, __proto__, inf, 3, D23', 'gettysburg-77')).toMatchObject({
      problems: [{ line: 2, message: 'line 2: expected a side (Union or Confederate), found "__proto__"' }],
    });
    expect(readTextList('Gamble, Union, constructor, 4, M35', 'gettysburg-77').problems.map((p) => p.message)).toEqual([
      'line 1: expected a type (inf, cav, art, HQ), a strength (4, 4/2 or 4r), a hex (a row in capital letters (A to Z, then AA, BB … ZZ) followed by a column number, like O38 or II42 (II-42 is read too)), off-map or a status, found "constructor"',
    ]);
  });
});

describe('the open-format attribute reader and words every object has', () => {
  it('refuses such a word in a counter’s attributes for that counter, by its attribute (property)', () => {
    fc.assert(
      fc.property(objectWord, fc.constantFrom('data-adjutant-side', 'data-adjutant-type', 'data-adjutant-hex', 'data-adjutant-off-map', 'data-adjutant-status', 'data-adjutant-name', 'data-adjutant-unit'), (word, attribute) => {
        const doc = new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');
        const board = doc.createElement('div');
        board.setAttribute('data-adjutant-board', '');
        board.setAttribute('data-adjutant-game', 'gettysburg-77');
        const counter = (id: string): HTMLElement => {
          const el = doc.createElement('div');
          for (const [k, v] of [['data-adjutant-unit', id], ['data-adjutant-name', 'Gamble'], ['data-adjutant-side', 'union'], ['data-adjutant-type', 'cavalry'], ['data-adjutant-hex', 'M35']]) el.setAttribute(k ?? '', v ?? '');
          return el;
        };
        const hostile = counter('h');
        if (attribute === 'data-adjutant-off-map') hostile.removeAttribute('data-adjutant-hex');
        hostile.setAttribute(attribute, word);
        board.append(counter('a'), hostile);
        doc.body.append(board);
        const result = readOpenFormat(doc);
        if (attribute === 'data-adjutant-name' || attribute === 'data-adjutant-unit') {
          // Free text: the word is the counter's name or id.
          expect(result.ok).toBe(true);
          return;
        }
        expect(result.ok).toBe(false);
        if (result.ok || !('errors' in result)) return;
        for (const e of result.errors) {
          expect(e.path).toMatch(/^counter 2/);
          expect(e.path).not.toMatch(/units\[/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the VASSAL readers and words every object has', () => {
  const geometry: ModuleGeometry = {
    format: GEOMETRY_FORMAT,
    module: { name: 'M', version: '' },
    maps: OBJECT_WORDS.map((w, i) => ({ name: w, id: `Map${i}`, edgeWidth: 0, edgeHeight: 0, boards: [] })),
    notes: [],
  };

  it('keeps a map role per map name, for any map name (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(objectWord, fc.constantFrom('board', 'not-entered', 'exited', 'eliminated', 'ignore')), { selector: ([w]) => w, maxLength: 8 }), (roles) => {
        const stored = JSON.parse(JSON.stringify({ ...defaultModuleSettings(geometry, 'gettysburg-77'), mapRoles: Object.fromEntries(roles) }));
        const parsed = parseModuleSettings(stored);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
        for (const [map, role] of roles) expect(mapRoleOf(parsed.value, map)).toBe(role);
        for (const w of OBJECT_WORDS) if (!roles.some(([m]) => m === w)) expect(mapRoleOf(parsed.value, w)).toBeNull();
        expect(Object.keys(parsed.value.mapRoles).sort()).toEqual(roles.map(([m]) => m).sort());
      }),
      { numRuns: 200 },
    );
  });

  it('reads a location format naming any word, and an XML attribute or entity of any name (property)', () => {
    fc.assert(
      fc.property(objectWord, (word) => {
        expect(applyFormat(`$${word}$-$gridLocation$`, new Map([['gridLocation', '0101']]))).toBe('-0101');
        const xml = parseXml(`<a ${/^[A-Za-z_]/.test(word) ? `${word.replace(/\./g, '')}="x"` : 'b="x"'} c="&amp;"/>`);
        expect([...xml.attributes.values()]).toEqual(['x', '&']);
        expect(() => parseXml(`<a b="&${word.replace(/\./g, '')};"/>`)).toThrow(/^The buildFile is not well-formed XML: (the entity|an "&")/);
      }),
      { numRuns: 100 },
    );
  });

  it('matches piece rules on any name or property, and reads rules whose words are any (property)', () => {
    fc.assert(
      fc.property(objectWord, (word) => {
        const rules = parsePieceRules([{ subject: 'property', pattern: `${word}=*`, side: 'union', type: 'infantry', unitName: `{1} {name}` }]);
        if (!rules.ok) throw new Error(JSON.stringify(rules.errors));
        const outcome = applyPieceRules(rules.value, { name: word, image: '', prototypes: [word], properties: new Map([[word, 'x']]), concealed: false, traits: [] });
        expect(outcome).toEqual({ kind: 'unit', side: 'union', type: 'infantry', name: `x ${word}`, strength: null });
      }),
      { numRuns: 100 },
    );
  });
});
