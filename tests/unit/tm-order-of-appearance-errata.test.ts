import { describe, expect, it } from 'vitest';
import { ORDER_OF_APPEARANCE_ERRATA } from '../../src/engine/games/they-met/order-of-appearance-errata.js';
import { TM_ERRATA } from '../../src/engine/games/they-met/rule.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const SEED = readSeed('004_83998f965c11d736.txt');

describe('They Met order-of-appearance errata', () => {
  itWithShared('has one entry per order-of-appearance erratum in the seed', () => {
    const headings = SEED.match(/^\s*(?:\d+\.\s*)?(?:Union|CSA|USA) Order of Appearance:?\s*$/gim) ?? [];
    expect(headings).toHaveLength(3);
    expect(ORDER_OF_APPEARANCE_ERRATA).toHaveLength(headings.length);
    expect(new Set(ORDER_OF_APPEARANCE_ERRATA.map((e) => e.id)).size).toBe(3);
  });

  it('cites each erratum in the errata document', () => {
    for (const e of ORDER_OF_APPEARANCE_ERRATA) {
      expect(e.rule).toMatchObject({ game: 'they-met', document: TM_ERRATA });
    }
  });

  itWithShared('records what each one changes, matching the seed', () => {
    const byId = new Map(ORDER_OF_APPEARANCE_ERRATA.map((e) => [e.id, e]));
    const warren = byId.get('warren-available');
    expect(warren).toMatchObject({ side: 'union', changes: 'availability', corrected: { time: '0600, 2 July' } });
    expect(SEED).toMatch(/"Warren"\s*marker[^.]*0600 turn of 2 July/);

    const johnson = byId.get('johnson-entry');
    expect(johnson).toMatchObject({ side: 'confederate', changes: 'entry', printed: { time: '1800, 1 July', entry: 'Hanover Road' }, corrected: { time: '1800, 1 July', entry: 'Chambersburg Pike' } });
    expect(SEED).toMatch(/Johnson's Division[^:]*Hanover Road[^:]*Chambersburg Pike/);

    const second = byId.get('union-ii-corps-entry');
    expect(second).toMatchObject({ side: 'union', changes: 'entry', printed: { entry: 'Baltimore Pike' }, corrected: { time: '0600, 2 July', entry: 'Taneytown Road' } });
    expect(SEED).toMatch(/II Corps[^:]*0600 2 July[^:]*Baltimore Pike[^:]*Taneytown Road/);
  });

  it('an entry change keeps the time', () => {
    for (const e of ORDER_OF_APPEARANCE_ERRATA.filter((x) => x.changes === 'entry')) {
      expect(e.corrected.time).toBe(e.printed.time);
      expect(e.corrected.entry).not.toBe(e.printed.entry);
    }
  });
});
