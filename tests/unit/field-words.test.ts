import { describe, expect, it } from 'vitest';
import { allGameBasics, fieldErrorInWords, fieldError, fieldInWords, gameNameOfKey, problemInWords } from '../../src/engine/index.js';

describe('a field path in a player’s words', () => {
  it.each([
    ['units[3].strength.full', 'Unit 4, full strength'],
    ['units[0].strength.reduced', 'Unit 1, reduced strength'],
    ['areas.64', 'Area 64'],
    ['areaTems["64"]', 'Area 64'],
    ['hexes[2]', 'Hex 3'],
    ['rows[0].results[1]', 'Row 1, result 2'],
    ['columns[1]', 'Column 2'],
    ['results["XB"].text', 'Result XB, text'],
    ['terrain[0].combat.drm', 'Terrain type 1, DRM'],
    ['creekHexsides[2]', 'Creek hexside 3'],
    ['terrain.ZZ999', 'Hex ZZ999'],
    ['die.count', 'Number of dice'],
    ['map.extent.firstRow', 'Map, first row'],
    ['stackingLimit', 'Stacking limit'],
    ['madeBy', 'Made by'],
    ['ratings.Iron Brigade', 'Unit Iron Brigade'],
    ['costs.terrain (line 1)', 'Costs, terrain (line 1)'],
    ['(top)', 'The file'],
    ['', 'The file'],
    ['(JSON)', 'The text'],
    ['(storage)', 'Storage'],
    ['Printed TEM', 'Printed TEM'],
    ['DRM', 'DRM'],
    ['lowest roll', 'Lowest roll'],
  ])('%s → %s', (path, words) => {
    expect(fieldInWords(path)).toBe(words);
  });

  it('names a game by its name where a path holds its id, from the engine’s list', () => {
    for (const g of allGameBasics()) {
      expect(fieldInWords(`games.${g.info.id}.P40`, gameNameOfKey)).toBe(`${g.info.name}, “P40”`);
      expect(fieldInWords(`games["${g.info.id}"]["0127"]`, gameNameOfKey)).toBe(`${g.info.name}, “0127”`);
    }
    expect(gameNameOfKey('no-such-game')).toBeUndefined();
    expect(fieldInWords('games.chess', gameNameOfKey)).toBe('Games, chess');
  });

  it('keeps an unreadable path as it is rather than throw', () => {
    expect(fieldInWords('units[x')).toBe('Units[x');
  });
});

describe('what is wrong, in plain words', () => {
  it('says what it should be and what it is', () => {
    expect(problemInWords(fieldError('units[0].strength', 'a whole number from 0 to 99', 120))).toBe('should be a whole number from 0 to 99, not 120.');
    expect(problemInWords(fieldError('title', 'a name of 1–120 characters', ''))).toBe('missing; it should be a name of 1–120 characters.');
    expect(problemInWords(fieldError('rule', 'where the table is printed', undefined))).toBe('missing; it should be where the table is printed.');
    expect(problemInWords(fieldError('adjacency', 'at most 200 areas and Zones', '250'))).toBe('should have at most 200 areas and Zones (it has "250").');
    expect(problemInWords(fieldError('(JSON)', 'valid JSON', 'Unexpected end'))).toBe('this is not valid JSON ("Unexpected end").');
    expect(problemInWords(fieldError('(more)', 'fewer errors: 3 more were found and are not listed'))).toBe('3 more were found and are not listed.');
    expect(problemInWords(fieldError('x', 'a list'))).toBe('should be a list.');
  });

  it('heads the line with the field: "<field in words>: <what is wrong>", never the machine path', () => {
    const line = fieldErrorInWords(fieldError('units[3].strength.full', 'a whole number from 0 to 99', 120));
    expect(line).toBe('Unit 4, full strength: should be a whole number from 0 to 99, not 120.');
    expect(line).not.toContain('units[3]');
    expect(line).not.toContain('expected');
  });
});
