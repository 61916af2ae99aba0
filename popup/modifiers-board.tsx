import { applyChoices } from '../src/engine/index.js';
import { StepList } from './explanation-list.js';
import { AreaCombatSelect } from './modifiers-area-combat.js';
import { choiceOf, typedValue, withChoice, type ModifierChoiceDraft } from './modifiers-draft.js';
import type { FoundModifiers } from './modifiers-found.js';
import { ModifierLines } from './modifiers-lines.js';
import { DefenceMultipliers } from './modifiers-multiplier-list.js';
import { ModifierQuestions } from './modifiers-questions.js';
import type { ModifiersPanelProps } from './modifiers-panel.js';
import { ModifierTotal } from './modifiers-total.js';
import { gameFeatures } from '../src/engine/index.js';

/** The panel's own props (modifiers-panel.tsx), for a battle read off a board. */
interface Props extends Omit<ModifiersPanelProps, 'found' | 'ruleSet'> {
  readonly found: Extract<FoundModifiers, { kind: 'board' }>;
}

/**
 * The modifiers read off the board, each line with its value, reason and rule, switchable and editable, with the
 * questions the board leaves open. Loaded with the first battle picked from a board.
 */
export function BoardModifiers({ game, found, draft, problems, typed, limit, multipliers, onModifiers, onElevation }: Props) {
  const choices = found.lines.map((l) => {
    const c = choiceOf(draft.choices, l.id);
    return { id: l.id, on: c.on, value: typedValue(c.value) };
  });
  const applied = applyChoices(found.lines, choices);
  const onChoice = (id: string, change: Partial<Omit<ModifierChoiceDraft, 'id'>>): void =>
    onModifiers((m) => ({ ...m, choices: withChoice(m.choices, id, change) }));

  return (
    <>
      <p class="muted">Read off the board. Switch a line off or type another value: the odds follow.</p>
      {found.failure && <p class="notice">{found.failure}</p>}
      {gameFeatures(game.info.id).tools.includes('area-combat') && (
        <AreaCombatSelect
          value={draft.statements.areaCombat}
          onValue={(areaCombat) => onModifiers((m) => ({ ...m, statements: { ...m.statements, areaCombat } }))}
        />
      )}
      <ModifierLines game={game} lines={applied} choices={draft.choices} problems={problems} onChoice={onChoice} />
      <ModifierTotal lines={applied} typed={typed} limit={limit} />
      <DefenceMultipliers board={found.battle.board} found={found.multipliers} draft={multipliers} />
      <ModifierQuestions
        game={game.info.id}
        undecided={found.undecided}
        statements={draft.statements}
        problems={found.problems}
        onStatements={(update) => onModifiers((m) => ({ ...m, statements: update(m.statements) }))}
        onElevation={onElevation}
      />
      {found.notes.length > 0 && <StepList steps={found.notes} testId="modifier-notes" label="Notes on the modifiers" />}
    </>
  );
}
