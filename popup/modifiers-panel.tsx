import type { GameBasics, RuleSetChoices } from '../src/engine/index.js';
import { applyChoices } from '../src/engine/index.js';
import { lazy, LazyPart, Loading } from './lazy.js';
import { ModifiersChecklist } from './modifiers-checklist.js';
import type { ModifiersDraft } from './modifiers-draft.js';
import type { FoundModifiers } from './modifiers-found.js';
import type { DraftMultipliers } from './modifiers-multipliers.js';
import { ModifierTotal } from './modifiers-total.js';

export interface ModifiersPanelProps {
  readonly game: GameBasics;
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
  /** An elevation the player answered, to keep with the terrain marks (popup-app: rememberElevation). */
  readonly onElevation?: ((hex: string, level: number | null) => void) | undefined;
  /** Opens Options at a section (its deep link), where the player enters a chart. */
  readonly onOpenOptions?: ((section: string) => void) | undefined;
}

/** The Advanced Game option whose modification neither the board nor the table as a checklist gives. */
const EXPERIENCE_MATRIX = 'experience-matrix';

const BOARD_MODIFIERS = lazy(() => import('./modifiers-board.js'));

/**
 * The modifiers panel beside the odds: what the rules give the battle read off the board (each line with its
 * value, reason and rule, switchable and editable), or the game's table as a checklist when there is no board
 * to read. Every change goes into the odds at once, and a line changed by hand is marked there too.
 */
export function ModifiersPanel({ game, found, draft, ruleSet, problems, typed, limit, multipliers, onModifiers, onElevation, onOpenOptions }: ModifiersPanelProps) {
  if (found.kind === 'none') {
    const chart = found.chart;
    return (
      <section class="modifiers" aria-label="Modifiers">
        <h2>Modifiers</h2>
        {chart === null ? (
          <p class="muted" data-testid="modifiers-empty">
            Adjutant's sources give {game.info.name} no table of modifiers to list here: type the whole modification below.
          </p>
        ) : chart.entered ? (
          <p class="muted" data-testid="modifiers-empty">
            None listed yet: pick the battle's counters on the board (Use selected counters) and Adjutant reads its modifiers with your {chart.name}. Or type the whole modification below.
          </p>
        ) : (
          <>
            <p class="muted" data-testid="modifiers-empty">
              {game.info.name} takes its modifiers from its {chart.name}, which Adjutant's sources do not print. Enter it once in Options from your rulebook; then every battle picked on the board gets its modifiers read with it.
            </p>
            {onOpenOptions && (
              <button type="button" onClick={() => onOpenOptions(chart.section)}>
                Enter the {chart.name} in Options
              </button>
            )}
          </>
        )}
      </section>
    );
  }
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
        <ModifierTotal lines={applyChoices(found.lines, [])} typed={typed} limit={limit} />
      </section>
    );
  }

  return (
    <section class="modifiers" aria-label="Modifiers">
      <h2>Modifiers</h2>
      {found.kind === 'loading' ? (
        <Loading />
      ) : (
        <LazyPart
          source={BOARD_MODIFIERS}
          render={({ BoardModifiers }) => (
            <BoardModifiers game={game} found={found} draft={draft} problems={problems} typed={typed} limit={limit} multipliers={multipliers} onModifiers={onModifiers} onElevation={onElevation} />
          )}
        />
      )}
    </section>
  );
}
