import { applyChoices, formatRuleRef, modifierTotal, type AppliedModifierLine, type GameModule, type RuleSetChoices, type Step } from '../src/engine/index.js';
import { AreaCombatSelect } from './modifiers-area-combat.js';
import { ModifiersChecklist } from './modifiers-checklist.js';
import { choiceOf, typedValue, withChoice, type ModifierChoiceDraft, type ModifiersDraft } from './modifiers-draft.js';
import type { FoundModifiers } from './modifiers-found.js';
import { ModifierLines, signed } from './modifiers-lines.js';
import { DefenceMultipliers } from './modifiers-multiplier-list.js';
import type { DraftMultipliers } from './modifiers-multipliers.js';
import { ModifierQuestions } from './modifiers-questions.js';

interface Props {
  readonly game: GameModule;
  readonly found: FoundModifiers;
  readonly draft: ModifiersDraft;
  readonly ruleSet: RuleSetChoices;
  /** The odds form's problems (a line's typed value is checked with the rest of the form). */
  readonly problems: ReadonlyMap<string, string>;
  /** The modification typed by hand, when it reads as a number (else 0): the total includes it. */
  readonly typed: number;
  /** The table's limit on the total modification, or null when it has none (or there is no table). */
  readonly limit: number | null;
  /** The board's defence multipliers as the odds take them (null when the battle is not read off a board). */
  readonly multipliers: DraftMultipliers | null;
  readonly onModifiers: (update: (m: ModifiersDraft) => ModifiersDraft) => void;
}

/** The Advanced Game option whose modification neither the board nor the table as a checklist gives. */
const EXPERIENCE_MATRIX = 'experience-matrix';

function Notes({ notes }: { readonly notes: readonly Step[] }) {
  if (notes.length === 0) return null;
  return (
    <ul class="modifier-notes" data-testid="modifier-notes">
      {notes.map((n, i) => (
        <li key={i}>
          <span>{n.text}</span>
          {n.rule && <small class="rule">{formatRuleRef(n.rule)}</small>}
        </li>
      ))}
    </ul>
  );
}

function Total({ lines, typed, limit }: { readonly lines: readonly AppliedModifierLine[]; readonly typed: number; readonly limit: number | null }) {
  const fromLines = modifierTotal(lines);
  const total = fromLines + typed;
  const limited = limit !== null && Math.abs(total) > limit ? Math.sign(total) * limit : null;
  return (
    <p class="modifier-total">
      Total modification <strong data-testid="modifier-total">{signed(total)}</strong>
      {typed !== 0 && (
        <span class="muted">
          {' '}
          ({signed(fromLines)} from the lines, {signed(typed)} typed by hand)
        </span>
      )}
      {limited !== null && <span class="muted"> — the table limits it to {signed(limited)}</span>}
    </p>
  );
}

/**
 * The modifiers panel beside the odds: what the rules give the battle read off the board (each line with its
 * value, reason and rule, switchable and editable), or the game's table as a checklist when there is no board
 * to read. Every change goes into the odds at once, and a line changed by hand is marked there too.
 */
export function ModifiersPanel({ game, found, draft, ruleSet, problems, typed, limit, multipliers, onModifiers }: Props) {
  if (found.kind === 'none') return null;
  const experienceOn = ruleSet[EXPERIENCE_MATRIX] === true;

  if (found.kind === 'checklist') {
    return (
      <section class="modifiers" aria-label="Modifiers">
        <h2>Modifiers</h2>
        {found.why && <p class="muted">{found.why}</p>}
        <p class="muted">No board to read them from: tick what applies from the game's table, or type the whole modification below.</p>
        <ModifiersChecklist
          game={game}
          checklist={draft.checklist}
          ruleSet={ruleSet}
          problems={found.problems}
          onChecklist={(update) => onModifiers((m) => ({ ...m, checklist: update(m.checklist) }))}
        />
        {experienceOn && <p class="muted">The experience matrix (Advanced Game) is on in your rule set: it is not in this table, so type its modification below.</p>}
        <Total lines={applyChoices(found.lines, [])} typed={typed} limit={limit} />
      </section>
    );
  }

  const choices = found.lines.map((l) => {
    const c = choiceOf(draft.choices, l.id);
    return { id: l.id, on: c.on, value: typedValue(c.value) };
  });
  const applied = applyChoices(found.lines, choices);
  const onChoice = (id: string, change: Partial<Omit<ModifierChoiceDraft, 'id'>>): void =>
    onModifiers((m) => ({ ...m, choices: withChoice(m.choices, id, change) }));

  return (
    <section class="modifiers" aria-label="Modifiers">
      <h2>Modifiers</h2>
      <p class="muted">Read off the board. Switch a line off or type another value: the odds follow.</p>
      {found.failure && <p class="notice">{found.failure}</p>}
      {game.info.id === 'they-met' && (
        <AreaCombatSelect
          value={draft.statements.areaCombat}
          onValue={(areaCombat) => onModifiers((m) => ({ ...m, statements: { ...m.statements, areaCombat } }))}
        />
      )}
      <ModifierLines game={game} lines={applied} choices={draft.choices} problems={problems} onChoice={onChoice} />
      <Total lines={applied} typed={typed} limit={limit} />
      <DefenceMultipliers board={found.battle.board} found={found.multipliers} draft={multipliers} />
      <ModifierQuestions
        game={game.info.id}
        undecided={found.undecided}
        statements={draft.statements}
        problems={found.problems}
        onStatements={(update) => onModifiers((m) => ({ ...m, statements: update(m.statements) }))}
      />
      <Notes notes={found.notes} />
    </section>
  );
}
