import type { Board, BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { canonicalPath, firstGap, visitsInOrder } from './canonical-path.js';
import { clarification } from '../rule.js';
import { isCombatUnit, ZOC_NEED, type EnemyZoc } from './enemy-zoc.js';
import type { GeneralEscort, MoveNeed, MoveProblem } from './movement-answer.js';

export interface EscortResult {
  readonly extra: 0 | 1 | null;
  readonly problems: readonly MoveProblem[];
  readonly needs: readonly MoveNeed[];
  readonly notes: readonly Step[];
}

const GENERAL_TYPES = new Set(['general', 'leader']);

/** The general's own route, checked: it starts on his hex and runs hex to hex. Null with a problem when it does not. */
function generalRoute(general: BoardUnit, route: readonly string[], problems: MoveProblem[]): string[] | null {
  const read = canonicalPath(route);
  if (!read.ok) {
    problems.push({ severity: 'input', hex: null, text: `The general's route: "${read.bad}" is not a Gettysburg '88 hex.`, rule: null });
    return null;
  }
  const gap = firstGap(read.hexes);
  if (gap) {
    problems.push({ severity: 'input', hex: gap.to, text: `The general's route jumps from ${gap.from} to ${gap.to}, which do not share a side.`, rule: null });
    return null;
  }
  const at = general.location.kind === 'hex' ? general.location.hex : null;
  if (read.hexes[0] !== at) {
    problems.push({ severity: 'input', hex: read.hexes[0] ?? null, text: `The general's route must start where ${general.name} stands (${at ?? 'off the map'}).`, rule: null });
    return null;
  }
  return read.hexes;
}

/**
 * The general's extra movement factor (clarifications 4–6): the same general must be with the combat unit
 * in every hex of its move, before, after or around it as he likes; on an entry hex he must already be there
 * and follow the units to the end. He may not walk into an enemy zone of control to do it (clarification 10).
 * Whether he commands the unit is not checked (clarifications 13–15 deal with command).
 */
export function generalEscort(board: Board, unit: BoardUnit, path: readonly string[], entering: boolean, escort: GeneralEscort, zoc: EnemyZoc): EscortResult {
  const problems: MoveProblem[] = [];
  const needs: MoveNeed[] = [];
  const notes: Step[] = [];
  const none = (text: string, rule: RuleRef | null = clarification(6), severity: MoveProblem['severity'] = 'note'): EscortResult => ({
    extra: 0,
    problems: [...problems, { severity, hex: null, text, rule }],
    needs,
    notes,
  });
  const general = board.units.find((u) => u.id === escort.id);
  if (!general) return none(`No unit "${escort.id}" is on the board, so no general adds a movement factor.`, null, 'input');
  if (!GENERAL_TYPES.has(general.type)) return none(`${general.name} is not a general, so it adds no movement factor.`, clarification(4));
  if (general.side !== unit.side) return none(`${general.name} is on the other side.`, clarification(4));
  if (!isCombatUnit(unit.type)) return none(`${unit.name} is not a combat unit: a general's extra factor is for combat units.`, clarification(5));
  if (general.location.kind !== 'hex') return none(`${general.name} is not on the map.`, clarification(4));
  const generalHex = general.location.hex;
  const start = path[0];
  if (entering && generalHex !== start) {
    return none(`${general.name} is not on the entry hex ${start ?? ''} as the units arrive, so he cannot give them the extra factor.`, clarification(4));
  }

  // Every hex the general stands in while with the unit, after his own start.
  let entered: readonly string[];
  if (escort.path !== undefined) {
    const route = generalRoute(general, escort.path, problems);
    if (!route) return { extra: 0, problems, needs, notes };
    if (!visitsInOrder(route, path)) {
      return none(`${general.name}'s route does not pass through every hex of ${unit.name}'s move in order (${path.join(', ')}), so he is not with it for each hex.`);
    }
    entered = route.slice(1);
    notes.push(step(`${general.name}'s route (${route.join(', ')}) passes through each hex of the move in order: he may go before, after or around it.`, clarification(5)));
  } else {
    entered = start === generalHex ? path.slice(1) : path;
    notes.push(step(`You state that ${general.name} is with ${unit.name} in every hex of its move; without his route Adjutant takes your word for it.`, clarification(6)));
  }
  if (entering) notes.push(step(`${general.name} stands on the entry hex as the units arrive and follows them to the end.`, clarification(4)));

  const states = entered.map((hex) => ({ hex, zoc: zoc.at(hex) }));
  const into = states.find((s) => s.zoc === 'yes');
  if (into) {
    return none(`${general.name} would have to enter an enemy zone of control at ${into.hex}, which a general may not do on purpose: no extra factor.`, clarification(10), 'note');
  }
  if (states.some((s) => s.zoc === 'unknown')) {
    needs.push(ZOC_NEED);
    return { extra: null, problems, needs, notes };
  }
  notes.push(step(`${general.name} adds one movement factor to ${unit.name}'s move.`, clarification(4)));
  return { extra: 1, problems, needs, notes };
}
