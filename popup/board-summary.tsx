import type { Board, BoardUnit } from '../src/engine/index.js';
import { gameBasics } from '../src/engine/index.js';
import type { BoardSelection } from '../src/messaging/board-messages.js';
import type { RememberedStrengths, StrengthSide } from '../src/storage/unit-strengths.js';
import { UnitsBySide, type SideColumn } from '../options/units-by-side.js';
import { sideInUse } from './board-fill.js';
import { StrengthInPlace } from './strength-in-place.js';
import { timeWords } from './board-time.js';

const SOURCE_WORDS: Record<Board['source']['kind'], string> = {
  page: 'a board page',
  demo: 'the demo board',
  vassal: 'a VASSAL save',
  text: 'a pasted list',
  file: 'a board file',
};

/** The columns of the units table: where a unit is, then what state it is in; each counts the side's units that match. */
const counting = (key: string, heading: string, counts: (u: BoardUnit) => boolean): SideColumn => ({ key, heading, cell: (units) => units.filter(counts).length });
const COLUMNS: readonly SideColumn[] = [
  counting('on-map', 'On map', (u) => u.location.kind !== 'off-map'),
  counting('to-enter', 'To enter', (u) => u.location.kind === 'off-map' && u.location.why === 'not-entered'),
  counting('out', 'Exited or lost', (u) => u.location.kind === 'off-map' && u.location.why !== 'not-entered'),
  counting('disorganized', 'Disorg.', (u) => u.status.disorganized > 0),
  counting('shattered', 'Shattered', (u) => u.status.shattered),
];


function place(u: BoardUnit): string {
  if (u.location.kind === 'hex') return u.location.hex;
  if (u.location.kind === 'area') return `area ${u.location.area}`;
  return u.location.why === 'not-entered' ? 'not yet on the map' : u.location.why;
}

/** The sides of a counter the battle needs a strength for and the board does not show: the front always, the back once reduced. */
function asked(u: BoardUnit): readonly StrengthSide[] {
  return [u.strength.full === null ? 'full' : null, sideInUse(u) === 'reduced' && u.strength.reduced === null ? 'reduced' : null].filter((s): s is StrengthSide => s !== null);
}

interface Props {
  readonly board: Board;
  /** The counters picked on the page. */
  readonly selection: BoardSelection;
  /** What the player entered for counters whose strength the board does not show; null while it is read. */
  readonly remembered?: RememberedStrengths | null;
  /** The player typed a strength the board does not show, in the summary. */
  readonly onStrength?: (unit: BoardUnit, side: StrengthSide, text: string) => void;
}

interface PickedProps {
  readonly units: readonly BoardUnit[];
  readonly remembered: RememberedStrengths | null;
  readonly onStrength: ((unit: BoardUnit, side: StrengthSide, text: string) => void) | undefined;
}

/** The picked counters of one side: each with its place and strength, or a box for a strength the board does not show. */
function PickedUnits({ units, remembered, onStrength }: PickedProps) {
  if (units.length === 0) return <>none</>;
  return (
    <>
      {units.map((u, i) => {
        const sides = asked(u);
        const known = `strength ${sideInUse(u) === 'reduced' ? (u.strength.reduced ?? '?') : u.strength.full}`;
        const kept = remembered && Object.hasOwn(remembered, u.id) ? remembered[u.id] : undefined;
        return (
          <span key={u.id}>
            {i > 0 ? '; ' : ''}
            {u.name} ({place(u)},{' '}
            {sides.length === 0
              ? known
              : remembered === null || !onStrength
                ? 'strength not shown'
                : sides.map((side, j) => (
                    <span key={side}>
                      {j > 0 ? ', ' : ''}
                      <StrengthInPlace unit={u} side={side} remembered={kept?.[side]} onText={(text) => onStrength(u, side, text)} />
                    </span>
                  ))}
            )
          </span>
        );
      })}
    </>
  );
}

/** What a board says: game, time, where it comes from, and its units by side and state. */
export function BoardSummary({ board }: { readonly board: Board }) {
  return (
    <div class="board-summary" data-testid="board-summary">
      <p>
        <strong>{gameBasics(board.game).info.name}</strong> — {timeWords(board.time)}
      </p>
      <p class="muted" data-testid="board-source">
        From {SOURCE_WORDS[board.source.kind]}
        {board.source.name ? `: ${board.source.name}` : ''}
      </p>
      <UnitsBySide board={board} columns={COLUMNS} class="board-units" />
    </div>
  );
}

/** The counters picked on a page's board, each side with place and strength (a box for a strength the board does not show). */
export function PickedOnBoard({ board, selection, remembered = null, onStrength }: Props) {
  const byId = new Map(board.units.map((u) => [u.id, u]));
  const picked = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((u): u is BoardUnit => u !== undefined);
  const attackers = picked(selection.attackers);
  const defenders = picked(selection.defenders);
  return (
    <div class="board-selection" data-testid="board-selection">
      {attackers.length + defenders.length === 0 ? (
        <p class="muted">Alt+click counters on the page to pick attackers, then defenders (Option+click on a Mac); Escape clears.</p>
      ) : (
        <>
          <div class="picked">
            <span class="muted">Attacking:</span> <PickedUnits units={attackers} remembered={remembered} onStrength={onStrength} />
          </div>
          <div class="picked">
            <span class="muted">Defending:</span> <PickedUnits units={defenders} remembered={remembered} onStrength={onStrength} />
          </div>
        </>
      )}
    </div>
  );
}
