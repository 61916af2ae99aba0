import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VassalReadError } from '../../src/readers/vassal/vassal-error.js';
import { parseXml } from '../../src/readers/vassal/xml-reader.js';

describe('the buildFile XML reader', () => {
  it('reads elements, attributes, text, entities, CDATA, comments and processing instructions', () => {
    const root = parseXml(
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<!-- head -->\n<a x="1" y=\'two &amp; &quot;three&quot;\' z="&#65;&#x42;&lt;">' +
        'text &gt; more<b/><c k="v">inner<![CDATA[<raw & stuff>]]></c><?pi ignored?></a>\n',
    );
    expect(root.name).toBe('a');
    expect(root.attributes.get('y')).toBe('two & "three"');
    expect(root.attributes.get('z')).toBe('AB<');
    expect(root.text).toBe('text > more');
    expect(root.children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(root.children[1]!.text).toBe('inner<raw & stuff>');
  });

  it('normalises tabs and line ends in attribute values but keeps character references', () => {
    const root = parseXml('<a v="one\ttwo\nthree&#10;four"/>');
    expect(root.attributes.get('v')).toBe('one two three\nfour');
  });

  it('keeps an attribute named __proto__ as a plain name', () => {
    const root = parseXml('<a __proto__="x" constructor="y"/>');
    expect(root.attributes.get('__proto__')).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses DOCTYPEs, so no entity of the file is ever expanded', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><a>&lol2;</a>';
    expect(() => parseXml(laughs)).toThrow(/DOCTYPE/);
    expect(() => parseXml('<a>&lol;</a>')).toThrow(/entity &lol;/);
    expect(() => parseXml('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>')).toThrow(/DOCTYPE/);
  });

  it('names what is wrong with malformed XML, with the line', () => {
    expect(() => parseXml('<a><b></a>')).toThrow(/<\/a> does not close <b>/);
    expect(() => parseXml('<a x=1/>')).toThrow(/not quoted/);
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow(/appears twice/);
    expect(() => parseXml('<a>\n\n<b>')).toThrow(/never closed \(line 3\)/);
    expect(() => parseXml('<a/><b/>')).toThrow(/second root/);
    expect(() => parseXml('')).toThrow(/no root element/);
    expect(() => parseXml('<a>&#0;</a>')).toThrow(/not a character XML allows/);
    expect(() => parseXml('<a>AT&T</a>')).toThrow(/does not start an entity/);
  });

  it('stops at its depth, element and size limits', () => {
    const deep = '<a>'.repeat(300) + '</a>'.repeat(300);
    expect(() => parseXml(deep)).toThrow(/nested more than 256 deep/);
    expect(() => parseXml('<a>' + '<b/>'.repeat(20) + '</a>', { chars: 1e6, depth: 10, elements: 10, attributes: 10 })).toThrow(/more than 10 elements/);
    expect(() => parseXml('<a/>', { chars: 2, depth: 10, elements: 10, attributes: 10 })).toThrow(/at most 2/);
  });

  it('answers any input with a tree or a VassalReadError, never anything else (property)', () => {
    const piece = fc.constantFrom('<a>', '</a>', '<b x="1">', '</b>', '<c/>', '&amp;', '&', '<!--', '-->', '<![CDATA[', ']]>', '<?', '?>', '"', "'", '=', ' ', 'text', '<!DOCTYPE');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.string({ maxLength: 20 }), (pieces, noise) => {
        try {
          parseXml(pieces.join('') + noise);
        } catch (e) {
          expect(e).toBeInstanceOf(VassalReadError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
