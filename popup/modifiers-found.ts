import type { DefenceMultiplier, LeftOutUnit } from '../src/engine/index.js';
import type { TerrainEffectsChart } from '../src/engine/index.js';
import type { MoraleRatings } from '../src/engine/index.js';
import type { AreaTems } from '../src/engine/index.js';
import type { Battle, Board, GameBasics, GameModule, ModifierLine, RuleSetChoices, Step } from '../src/engine/index.js';
import { gameFeatures } from '../src/engine/index.js';
import type { TerrainMarks } from '../src/storage/terrain-marks.js';
import { unitLabel, type BattleDraft, type UnitDraft } from './battle-draft.js';
import { checklistLines, checklistTable } from './modifiers-checklist-lines.js';

/**
 * What the panel needs from storage, for the selected game: the players' rule set, the terrain they marked,
 * and what they entered in Options from their own rulebook (null when nothing is entered, or another game).
 */
export interface ModifierContext {
  readonly ruleSet: RuleSetChoices;
  readonly marks: TerrainMarks;
  /** Cemetery Hill: the user's terrain effects chart. */
  readonly terrainEffects: TerrainEffectsChart | null;
  /** They Met at Gettysburg: the user's area TEMs. */
  readonly areaTems: AreaTems | null;
  /** High Tide: the user's morale ratings (read by the rally check, not by a battle). */
  readonly moraleRatings: MoraleRatings | null;
}

export type FoundModifiers =
  /**
   * Nothing to list: no battle off a board to read, and no table printed to tick. `chart` is the player's own
   * chart the game's modifiers come from (Cemetery Hill's terrain effects, They Met's area TEMs), so the panel
   * can say why it is empty and where to enter it; null where the game has none.
   */
  | { readonly kind: 'none'; readonly chart: OwnChart | null }
  /** The battle comes from a board and the game's board-reading rules are still loading: no answer yet. */
  | { readonly kind: 'loading' }
  /** The lines the game's rules give the battle on the board, with what they could not decide. */
  | {
      readonly kind: 'board';
      readonly battle: Battle;
      readonly lines: readonly ModifierLine[];
      readonly undecided: readonly { readonly id: string; readonly question: string }[];
      readonly notes: readonly Step[];
      /** Defenders whose strength terrain multiplies (e.g. doubled in woods): not lines, they go into the defence. */
      readonly multipliers: readonly DefenceMultiplier[];
      /** Picked units the rules keep out of the battle (an attacker next to no defender): left out of the totals. */
      readonly leftOut: readonly LeftOutUnit[];
      /** Answers the player typed that cannot be used, by field id. */
      readonly problems: ReadonlyMap<string, string>;
      /** Set when the rules could not be applied to this board at all. */
      readonly failure: string | null;
    }
  /** No board to read: the game's table, for the player to tick what applies. */
  | {
      readonly kind: 'checklist';
      readonly lines: readonly ModifierLine[];
      readonly problems: ReadonlyMap<string, string>;
      /** Why the board was not read when the battle came partly from one; null when no board was involved. */
      readonly why: string | null;
    };

/** A chart the player enters from their rulebook, where Options keeps it, and whether it is entered. */
export interface OwnChart {
  readonly name: string;
  /** The Options section that holds it (its deep link). */
  readonly section: string;
  readonly entered: boolean;
}

/** Why the panel is empty: the player's own chart the game's modifiers come from, if it has one. */
function nothingFor(game: GameBasics, context: ModifierContext): FoundModifiers {
  const inputs = gameFeatures(game.info.id).userInputs;
  if (inputs.includes('terrain-effects')) return { kind: 'none', chart: { name: 'terrain effects chart', section: 'terrain-effects', entered: context.terrainEffects?.game === game.info.id } };
  if (inputs.includes('area-tems')) return { kind: 'none', chart: { name: 'area terrain effects (TEMs)', section: 'area-tems', entered: context.areaTems !== null } };
  return { kind: 'none', chart: null };
}
const LOADING: FoundModifiers = { kind: 'loading' };

function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** A battle whose every unit was picked from the board of the calculator's game. */
export interface BattleOnBoard {
  readonly kind: 'battle';
  readonly board: Board;
  readonly attackers: string[];
  readonly defenders: string[];
}

type FromBoard = BattleOnBoard | { readonly kind: 'typed'; readonly why: string | null };

/**
 * The battle on the board when every unit of it was picked from the board (the page's or an imported one), for
 * this game. A battle partly typed by hand is not read off the board: a line such as "higher than every
 * attacker" would be wrong with a unit the board does not know.
 */
function fromBoard(game: GameBasics, d: BattleDraft): FromBoard {
  const board = d.board;
  if (d.mode !== 'units' || !board || board.game !== game.info.id) return { kind: 'typed', why: null };
  const onBoard = new Set(board.units.map((u) => u.id));
  const picked = (u: UnitDraft): boolean => u.boardId !== null && onBoard.has(u.boardId);
  const rows = [...d.attackers.map((u, i) => ({ u, label: unitLabel('attacker', i) })), ...d.defenders.map((u, i) => ({ u, label: unitLabel('defender', i) }))];
  const typed = rows.filter((r) => !picked(r.u)).map((r) => r.label);
  if (typed.length === rows.length) return { kind: 'typed', why: null };
  if (typed.length > 0) {
    const were = typed.length === 1 ? 'was' : 'were';
    return { kind: 'typed', why: `${listed(typed)} ${were} typed in by hand, so Adjutant does not read this battle's modifiers off the board.` };
  }
  const ids = (units: readonly UnitDraft[]): string[] => units.flatMap((u) => (u.boardId === null ? [] : [u.boardId]));
  if (d.attackers.length === 0 || d.defenders.length === 0) return { kind: 'typed', why: null };
  return { kind: 'battle', board, attackers: ids(d.attackers), defenders: ids(d.defenders) };
}

/** Reads a battle off its board with the game's rules: loaded with the first battle that has a board (board-reader.ts). */
export interface BoardReader {
  readonly rules: GameModule;
  readonly read: (source: BattleOnBoard, d: BattleDraft, context: ModifierContext) => FoundModifiers;
}

/**
 * The modifiers panel's content for the draft: the game's lines read off the board when the battle came from
 * one, else the game's table as a checklist where the seeds print one, else nothing. `reader` holds the game's
 * board-reading rules; null while they load, and then a battle off a board waits for them.
 */
export function findModifiers(game: GameBasics, reader: BoardReader | null, d: BattleDraft, context: ModifierContext): FoundModifiers {
  const source = fromBoard(game, d);
  if (source.kind === 'battle') {
    if (reader === null) return LOADING;
    if (reader.rules.battleModifiers) return reader.read(source, d, context);
  }
  if (!checklistTable(game)) return nothingFor(game, context);
  const { lines, problems } = checklistLines(game, d.modifiers.checklist, context.ruleSet);
  return { kind: 'checklist', lines, problems, why: source.kind === 'typed' ? source.why : null };
}
