import { formatCount, VASSAL_LIMITS } from './limits.js';
import { VassalReadError } from './vassal-error.js';

/**
 * A small XML reader for VASSAL's buildFile: elements, attributes, text, comments, CDATA, processing
 * instructions and the five predefined entities plus character references. A DOCTYPE is refused, so
 * no DTD, no entity of the file's own making and nothing external is ever expanded. It runs the same
 * in the options page and in Node, where there is no DOMParser.
 */
export interface XmlElement {
  readonly name: string;
  /** A Map, so that an attribute named like "__proto__" is only a name. */
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly XmlElement[];
  readonly text: string;
}

interface MutableElement {
  name: string;
  attributes: Map<string, string>;
  children: MutableElement[];
  text: string;
}

export interface XmlLimits {
  readonly chars: number;
  readonly depth: number;
  readonly elements: number;
  readonly attributes: number;
}

const DEFAULT_LIMITS: XmlLimits = {
  chars: VASSAL_LIMITS.xmlChars,
  depth: VASSAL_LIMITS.xmlDepth,
  elements: VASSAL_LIMITS.xmlElements,
  attributes: VASSAL_LIMITS.xmlAttributes,
};

/** Text kept per element: the buildFile's elements that matter hold attributes, not text. */
const TEXT_KEPT = 100_000;

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;

/** The file's entity names are its words: a Map, so "&constructor;" finds nothing. */
const PREDEFINED: ReadonlyMap<string, string> = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

function fail(text: string, at: number, what: string): never {
  let line = 1;
  for (let i = 0; i < at && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  throw new VassalReadError(`The buildFile is not well-formed XML: ${what} (line ${line}).`);
}

function decodeEntities(raw: string, text: string, at: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&]{0,12});?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) fail(text, at, 'an "&" that does not start an entity');
    const named = PREDEFINED.get(body);
    if (named !== undefined) return named;
    let code = NaN;
    if (/^#[0-9]{1,7}$/.test(body)) code = Number(body.slice(1));
    else if (/^#x[0-9A-Fa-f]{1,6}$/.test(body)) code = parseInt(body.slice(2), 16);
    else fail(text, at, `the entity &${body.slice(0, 12)}; (only the five predefined entities and character references are read)`);
    const valid = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
    if (!valid) fail(text, at, `the character reference &${body};, which is not a character XML allows`);
    return String.fromCodePoint(code);
  });
}

function readName(text: string, at: number): string | null {
  NAME.lastIndex = at;
  const m = NAME.exec(text);
  return m ? m[0] : null;
}

function skipSpace(text: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.exec(text);
  return SPACE.lastIndex;
}

export function parseXml(input: string, limits: XmlLimits = DEFAULT_LIMITS): XmlElement {
  if (input.length > limits.chars) throw new VassalReadError(`The buildFile is ${formatCount(input.length)} characters; Adjutant reads at most ${formatCount(limits.chars)}.`);
  // Line ends are normalised first, as XML requires.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const stack: MutableElement[] = [];
  let root: MutableElement | null = null;
  let elements = 0;
  let at = 0;
  const n = text.length;

  while (at < n) {
    const lt = text.indexOf('<', at);
    const end = lt < 0 ? n : lt;
    if (end > at) {
      const chunk = text.slice(at, end);
      const top = stack[stack.length - 1];
      if (top) {
        if (top.text.length < TEXT_KEPT) top.text += decodeEntities(chunk, text, at).slice(0, TEXT_KEPT - top.text.length);
        else decodeEntities(chunk, text, at);
      } else if (chunk.trim()) fail(text, at, 'text outside the root element');
    }
    if (lt < 0) break;
    at = lt;
    if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4);
      if (close < 0) fail(text, at, 'a comment that never ends');
      at = close + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      const close = text.indexOf(']]>', at + 9);
      if (close < 0) fail(text, at, 'a CDATA section that never ends');
      const top = stack[stack.length - 1];
      if (!top) fail(text, at, 'a CDATA section outside the root element');
      if (top.text.length < TEXT_KEPT) top.text += text.slice(at + 9, close).slice(0, TEXT_KEPT - top.text.length);
      at = close + 3;
    } else if (text.startsWith('<!', at)) {
      // DOCTYPE and anything like it could declare entities; they are never read.
      fail(text, at, 'a DOCTYPE or other declaration, which Adjutant does not accept');
    } else if (text.startsWith('<?', at)) {
      const close = text.indexOf('?>', at + 2);
      if (close < 0) fail(text, at, 'a processing instruction that never ends');
      at = close + 2;
    } else if (text.startsWith('</', at)) {
      const name = readName(text, at + 2);
      if (!name) fail(text, at, 'a closing tag without a name');
      const after = skipSpace(text, at + 2 + name.length);
      if (text[after] !== '>') fail(text, at, `a closing tag </${name} that is not closed`);
      const open = stack.pop();
      if (!open || open.name !== name) fail(text, at, `</${name}> does not close ${open ? `<${open.name}>` : 'any element'}`);
      at = after + 1;
    } else {
      const name = readName(text, at + 1);
      if (!name) fail(text, at, 'a "<" that starts no tag');
      if (stack.length === 0 && root) fail(text, at, 'a second root element');
      if (stack.length >= limits.depth) fail(text, at, `elements nested more than ${limits.depth} deep`);
      if (++elements > limits.elements) fail(text, at, `more than ${limits.elements} elements`);
      const el: MutableElement = { name, attributes: new Map(), children: [], text: '' };
      at += 1 + name.length;
      let selfClosing = false;
      for (;;) {
        const next = skipSpace(text, at);
        if (text.startsWith('/>', next)) {
          selfClosing = true;
          at = next + 2;
          break;
        }
        if (text[next] === '>') {
          at = next + 1;
          break;
        }
        if (next === at) fail(text, next, `no space before an attribute of <${name}>`);
        const attr = readName(text, next);
        if (!attr) fail(text, next, `a malformed attribute in <${name}>`);
        let p = skipSpace(text, next + attr.length);
        if (text[p] !== '=') fail(text, p, `attribute ${attr} of <${name}> has no value`);
        p = skipSpace(text, p + 1);
        const quote = text[p];
        if (quote !== '"' && quote !== "'") fail(text, p, `the value of attribute ${attr} is not quoted`);
        const close = text.indexOf(quote, p + 1);
        if (close < 0) fail(text, p, `the value of attribute ${attr} never ends`);
        const raw = text.slice(p + 1, close);
        if (raw.includes('<')) fail(text, p, `a "<" inside the value of attribute ${attr}`);
        if (el.attributes.has(attr)) fail(text, p, `attribute ${attr} appears twice on <${name}>`);
        if (el.attributes.size >= limits.attributes) fail(text, p, `more than ${limits.attributes} attributes on <${name}>`);
        // Attribute-value normalisation: literal tabs and line ends become spaces; &#10; stays a line end.
        el.attributes.set(attr, decodeEntities(raw.replace(/[\t\n]/g, ' '), text, p));
        at = close + 1;
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(el);
      else root = el;
      if (!selfClosing) stack.push(el);
    }
  }
  if (stack.length > 0) fail(text, n, `<${stack[stack.length - 1]?.name ?? ''}> is never closed`);
  if (!root) throw new VassalReadError('The buildFile is empty: it has no root element.');
  return root;
}
