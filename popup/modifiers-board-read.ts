import type { Battle, BattleStatements, Board, GameModule } from '../src/engine/index.js';
import { FORCE_LIMITS } from '../src/engine/index.js';
import { mergeTerrain } from '../src/storage/terrain-marks.js';
import type { BattleDraft } from './battle-draft.js';
import type { BattleOnBoard, FoundModifiers, ModifierContext } from './modifiers-found.js';
import { readStatements } from './modifiers-statements.js';
import { readWholeNumber } from './whole-number.js';
import { gameFeatures } from '../src/engine/index.js';

/** A defender row lending points is the battle's lender (a disorganized lender lends its disorganization too). */
function lenderOf(d: BattleDraft): { lender?: string } {
  const lending = d.defenders.find((u) => u.boardId !== null && readWholeNumber(u.lends, 1, FORCE_LIMITS.strength).kind === 'ok');
  return lending?.boardId ? { lender: lending.boardId } : {};
}

/** The user's own charts go into the battle of the game that reads them, and only that one. */
function enteredData(game: GameModule, context: ModifierContext): BattleStatements {
  const id = game.info.id;
  return {
    ...(context.terrainEffects && context.terrainEffects.game === id ? { terrainEffects: context.terrainEffects } : {}),
    ...(context.areaTems && gameFeatures(id).userInputs.includes('area-tems') ? { areaTems: context.areaTems } : {}),
  };
}

/**
 * The lines the game's rules give a battle on the board, with the player's answers and marks: the board half of
 * findModifiers, loaded with the first battle picked from a board (it brings the terrain and hex code).
 */
export function readBoardBattle(rules: GameModule, source: BattleOnBoard, d: BattleDraft, context: ModifierContext): FoundModifiers {
  const read = rules.battleModifiers;
  const { stated, problems } = readStatements(rules.info.id, d.modifiers.statements);
  // The page's terrain stands; the player's marks fill what it leaves unsaid.
  const board: Board = { ...source.board, terrain: mergeTerrain(source.board.terrain, context.marks).terrain };
  const battle: Battle = { board, attackers: source.attackers, defenders: source.defenders, stated: { ...stated, ...lenderOf(d), ...enteredData(rules, context) } };
  try {
    if (!read) throw new Error(`${rules.info.name} reads no modifiers off the board`);
    const found = read.call(rules, battle, context.ruleSet);
    const multipliers = found.defenceMultipliers ?? [];
    return { kind: 'board', battle, lines: found.lines, undecided: found.undecided, notes: found.notes, multipliers, leftOut: found.leftOut ?? [], problems, failure: null };
  } catch (e) {
    const failure = `Adjutant could not read this battle's modifiers off the board${e instanceof Error && e.message ? `: ${e.message}` : '.'}`;
    return { kind: 'board', battle, lines: [], undecided: [], notes: [], multipliers: [], leftOut: [], problems, failure };
  }
}
