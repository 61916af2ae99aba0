import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardFormat } from '../src/engine/index.js';
import type { Board, CombatTable, GameId } from '../src/engine/index.js';
import { gameBasics } from '../src/engine/index.js';
import { FORCE_LIMITS } from '../src/engine/index.js';
import { DRM_LIMIT } from '../src/engine/index.js';
import { loadSelectedGame, saveSelectedGame } from '../src/storage/selected-game.js';
import { boardReader } from './board-reader.js';
import { EMPTY_DRAFT, type BattleDraft, type Role, type UnitDraft } from './battle-draft.js';
import type { StrengthSide } from '../src/storage/unit-strengths.js';
import type { BoardFill } from './board-fill.js';
import { BoardPanel } from './board-panel.js';
import { battleLine } from './battle-line.js';
import { CalculatorBar, type CalculatorPart } from './calculator-bar.js';
import { EntryModeChoice } from './entry-mode.js';
import { ForceEditor } from './force-editor.js';
import { GamePicker } from './game-picker.js';
import { artilleryKind } from './artillery-kind.js';
import { lazy, LazyPart, useLazy } from './lazy.js';
import { useModifierContext } from './modifiers-context.js';
import { rememberElevation } from './elevation-memory.js';
import { EMPTY_MODIFIERS } from './modifiers-draft.js';
import { findModifiers } from './modifiers-found.js';
import { draftMultipliers } from './modifiers-multipliers.js';
import { ModifiersPanel } from './modifiers-panel.js';
import { useLastBattle } from './use-last-battle.js';
import { useLastLook } from './use-last-look.js';
import { useRulesOnly } from './use-rules-only.js';
import { LedgerSection } from './ledger-section.js';
import { NumberField } from './number-field.js';
import { Overrides } from './overrides.js';
import { PackDropHint, PackDropMessage, usePackDrop } from './pack-drop.js';
import { PageCheck } from './page-check.js';
import { RulesSearch } from './rules-search.js';
import { RulesOnlyLine } from './rules-only-badge.js';
import type { RuleEntry } from '../src/engine/index.js';
import type { PopupPlatform } from './platform.js';
import { FIELD, readDraft, type DraftModifiers } from './read-draft.js';
import { TotalsEditor } from './totals-editor.js';
import { UnreadableNotice } from '../options/unreadable-notice.js';
import { useUserTable } from './use-user-table.js';
import { rememberTyped } from './unit-strengths-memory.js';
import type { StrengthAsks } from './unit-row.js';
import { readWholeNumber } from './whole-number.js';
import { defaultGameId, gameFeatures } from '../src/engine/index.js';

interface Props {
  readonly platform: PopupPlatform;
  /** The game to open on, when the page has read it already (popup/main.tsx does, before the first render). */
  readonly initialGame?: GameId;
}

/** How long a transient message ("Copied") stays in the status line. */
const STATUS_MS = 3000;

const NO_PROBLEMS: ReadonlyMap<string, string> = new Map();

// Parts of the popup whose code loads when they are first shown (each a file of its own).
const RALLY_CHECK = lazy(() => import('./rally-check.js'));
const RETREAT_PANEL = lazy(() => import('./retreat-panel.js'));
const ARTILLERY_PANEL = lazy(() => import('./artillery-panel.js'));
const IMPULSE_TRACKER = lazy(() => import('./impulse-tracker.js'));
const ANSWER = lazy(() => import('./answer-part.js'));
const CAVALRY_TALLY = lazy(() => import('./cavalry-exit-tally.js'));
const CHANGES = lazy(() => import('./changes-panel.js'));
const PLAN = lazy(() => import('./plan-panel.js'));

/** The popup's parts, each a calculator the bar at the top opens (popup/calculator-bar.tsx). */
const PART = {
  odds: 'part-odds',
  modifiers: 'part-modifiers',
  rally: 'part-rally',
  retreat: 'part-retreat',
  artillery: 'part-artillery',
  changes: 'part-changes',
  plan: 'part-plan',
  victory: 'part-victory',
  cavalry: 'part-cavalry',
  impulses: 'part-impulses',
  rules: 'part-rules',
} as const;

/** The parts of the Options page the popup opens it on (their ids there: options/options-nav.tsx). */
const OPTIONS_TABLE_EDITOR = 'table-editor';
const OPTIONS_GAME_PACKS = 'game-packs';

function pickableColumns(table: CombatTable | null): readonly string[] {
  // Opposed rolls have a single, unnamed column: nothing to choose by hand.
  return !table || table.scheme === 'opposed' ? [] : table.columns.map((c) => c.label);
}

/** The combat odds calculator: game, both sides, modifier, hand-set values and the answer, recomputed on every change. */
export function PopupApp({ platform, initialGame }: Props) {
  const [gameId, setGameId] = useState<GameId | null>(initialGame ?? null);
  const [draft, setDraft] = useState<BattleDraft>(EMPTY_DRAFT);
  const [status, setStatus] = useState('');
  // Null until the player folds or unfolds the battle's form, or a battle comes in whole (from the board, from last time).
  const [inputsOpen, setInputsOpen] = useState<boolean | null>(null);
  // The rule an answer's step asked to read; the Rules section opens on it.
  const [shownRule, setShownRule] = useState<RuleEntry | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const userTable = useUserTable(platform.store, gameId ?? defaultGameId());
  // The board in view on the page (or imported) and where it comes from: what changed since the last look at it.
  const [pageBoard, setPageBoard] = useState<{ readonly board: Board; readonly source: string } | null>(null);
  const previousLook = useLastLook(platform.store, pageBoard?.board ?? null, pageBoard?.source ?? null);
  const rulesOnly = useRulesOnly(platform.store, platform.board, gameId ?? defaultGameId());

  useEffect(() => {
    if (initialGame) return undefined;
    let current = true;
    loadSelectedGame(platform.store).then(
      (id) => current && setGameId(id),
      () => current && setGameId(defaultGameId()),
    );
    return () => {
      current = false;
    };
  }, [platform.store, initialGame]);

  useEffect(
    () => () => {
      if (statusTimer.current) clearTimeout(statusTimer.current);
    },
    [],
  );

  const flash = (text: string): void => {
    if (statusTimer.current) clearTimeout(statusTimer.current);
    setStatus(text);
    statusTimer.current = setTimeout(() => setStatus(''), STATUS_MS);
  };

  const game = gameBasics(gameId ?? defaultGameId());
  // A battle with a board in it may be read off that board: the game's board-reading rules load then.
  const readerState = useLazy(gameId !== null && draft.board !== null ? boardReader(gameId) : null);
  const { context: modifierContext, boardReady, watchedStore } = useModifierContext(platform.store, game.info.id, draft.board);
  // Written through the watched store, so the terrain marks a pack brings are read again at once.
  const packDrop = usePackDrop(watchedStore);
  // Until the marks and charts are read too, a battle on the board waits rather than be read without them.
  const reader = readerState.kind === 'ready' && boardReady ? readerState.value : null;
  const found = useMemo(() => findModifiers(game, reader, draft, modifierContext), [game, reader, draft, modifierContext]);
  const multipliers = useMemo(() => (found.kind === 'board' ? draftMultipliers(draft, found.multipliers) : null), [draft, found]);
  const reading = useMemo(() => {
    // Lines the player stated on the checklist are theirs already: only lines read off the board take choices.
    const lines: DraftModifiers | undefined =
      found.kind === 'board'
        ? { lines: found.lines, choices: draft.modifiers.choices, multipliers: multipliers?.inputs ?? [], leftOut: found.leftOut }
        : found.kind === 'checklist'
          ? { lines: found.lines, choices: [] }
          : undefined;
    return readDraft(game.info.id, draft, lines);
  }, [game, draft, found, multipliers]);
  const answerCode = useLazy(reading.kind === 'ready' ? ANSWER : null);
  const answering = answerCode.kind === 'ready' ? answerCode.value : null;
  const answer = useMemo(
    () =>
      answering && reading.kind === 'ready' && userTable.loaded && found.kind !== 'loading'
        ? answering.resolveCombat(game, reading.request, userTable.table)
        : null,
    [answering, game, reading, userTable, found],
  );
  // A battle read off the page's board (not one imported in Options): the retreat panel draws on that tab's board.
  const fromPage = draft.board?.source.kind === 'page' || draft.board?.source.kind === 'demo';
  // The board in view is the page's own (not imported): what changed and the plan are drawn on that tab's board.
  const viewOnPage = pageBoard?.board.source.kind === 'page' || pageBoard?.board.source.kind === 'demo';
  const [boardTab, setBoardTab] = useState<number | null>(null);
  useEffect(() => {
    if (!(fromPage || viewOnPage) || !platform.board) return undefined;
    let current = true;
    // The tab is the popup's own (?tab=, or the active tab as it opened), not the worker's: one answer is final.
    platform.board.view().then(
      (v) => current && setBoardTab(v.tabId),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [platform.board, fromPage, viewOnPage]);

  if (gameId === null) {
    return (
      <main class="popup">
        <p class="muted">Loading…</p>
        <p role="status" class="status" />
      </main>
    );
  }

  const loadFailure = readerState.kind === 'failed' ? readerState.message : answerCode.kind === 'failed' ? answerCode.message : null;
  const problems = reading.kind === 'invalid' ? reading.problems : NO_PROBLEMS;
  const drmRead = readWholeNumber(draft.drm, -DRM_LIMIT, DRM_LIMIT);
  const typedDrm = drmRead.kind === 'ok' ? drmRead.value : 0;
  useLastBattle(platform.lastBattle, gameId, draft, (saved) => {
    setDraft(saved);
    setInputsOpen(false);
    flash('Your last battle in this tab is back.');
  });
  const edit = (change: Partial<BattleDraft>): void => setDraft((d) => ({ ...d, ...change }));
  const chooseGame = (id: GameId): void => {
    setGameId(id);
    // Another game's columns mean nothing here.
    edit({ overrideOdds: '' });
    saveSelectedGame(platform.store, id).catch(() => flash('Could not remember the chosen game.'));
  };
  const fillFromBoard = (fill: BoardFill): void => {
    if (fill.game !== game.info.id) chooseGame(fill.game);
    // A new battle: the last one's switched-off lines and answers do not carry over.
    edit({ mode: 'units', attackers: fill.attackers, defenders: fill.defenders, board: fill.board, modifiers: EMPTY_MODIFIERS });
    setInputsOpen(false);
  };
  const addFromBoard = (role: Role, unit: UnitDraft, board: Board): void => {
    const add = (units: readonly UnitDraft[]) => (units.length < FORCE_LIMITS.units ? [...units, unit] : units);
    // The latest look at the board stands for the whole battle.
    setDraft((d) => (role === 'attacker' ? { ...d, mode: 'units', board, attackers: add(d.attackers) } : { ...d, mode: 'units', board, defenders: add(d.defenders) }));
  };
  /** A typed strength of a board counter goes into the battle's rows of that counter (from the summary). */
  const strengthTyped = (boardGame: GameId, unitId: string, side: StrengthSide, text: string): void => {
    if (readWholeNumber(text, 0, FORCE_LIMITS.strength).kind === 'bad') return;
    const field = side === 'full' ? 'strength' : 'reducedStrength';
    const update = (units: readonly UnitDraft[]) => units.map((u) => (u.boardId === unitId ? { ...u, [field]: text } : u));
    setDraft((d) => (d.board?.game === boardGame && d.board.units.some((u) => u.id === unitId && u.strength[side] === null) ? { ...d, attackers: update(d.attackers), defenders: update(d.defenders) } : d));
  };
  const asks = (row: UnitDraft): StrengthAsks | null => {
    const u = row.boardId === null ? undefined : draft.board?.units.find((b) => b.id === row.boardId);
    return u && (u.strength.full === null || u.strength.reduced === null) ? { strength: u.strength.full === null, reducedStrength: u.strength.reduced === null } : null;
  };
  /** A strength typed into a row for a board counter that does not show it: remembered for that counter. */
  const rememberRow = (row: UnitDraft, side: StrengthSide, text: string): void => {
    const boardGame = draft.board?.game;
    if (row.boardId === null || boardGame === undefined) return;
    rememberTyped(platform.store, boardGame, row.boardId, side, text).then(
      (refused) => refused !== null && flash(refused),
      () => flash('Adjutant could not remember that strength: the browser refused to store it.'),
    );
  };
  const copy = (format: CardFormat): void => {
    if (!answer || !answering) return;
    platform.copyText(answering.combatResultCard(answer, game.info.name, format)).then(
      () => flash('Copied'),
      (e: unknown) => flash(`Could not copy: ${e instanceof Error ? e.message : 'the clipboard refused.'}`),
    );
  };

  const features = gameFeatures(game.info.id);
  // The planner is advice: only where the player allows it (rules only hides it), for a board of a game that has one.
  const planBoard = pageBoard && pageBoard.board.game === game.info.id && features.tools.includes('battle-plan') ? pageBoard.board : null;
  const planShown = planBoard !== null && rulesOnly !== null && !rulesOnly.rulesOnly;
  const onBoard = draft.mode === 'units' && draft.board?.game === game.info.id;
  const boardIds = (units: readonly UnitDraft[]) => units.flatMap((u) => (u.boardId === null ? [] : [u.boardId]));
  const pickFirst = 'Pick the battle’s counters on the board first';
  const parts: CalculatorPart[] = [
    { id: PART.odds, label: 'Odds' },
    { id: PART.modifiers, label: 'Modifiers' },
    ...(features.tools.includes('rally-check') ? [{ id: PART.rally, label: 'Rally', ...(onBoard ? {} : { unavailable: pickFirst }) }] : []),
    ...(features.tools.includes('retreat') ? [{ id: PART.retreat, label: 'Retreat', ...(onBoard ? {} : { unavailable: pickFirst }) }] : []),
    ...(artilleryKind(game.info.id) !== null ? [{ id: PART.artillery, label: 'Artillery', ...(onBoard ? {} : { unavailable: pickFirst }) }] : []),
    ...(pageBoard ? [{ id: PART.changes, label: 'Changes' }] : []),
    ...(planShown ? [{ id: PART.plan, label: 'Plan' }] : []),
    { id: PART.victory, label: 'VP' },
    ...(features.tools.includes('cavalry-exit') ? [{ id: PART.cavalry, label: 'Cavalry' }] : []),
    ...(features.tools.includes('impulse-track') ? [{ id: PART.impulses, label: 'Impulses' }] : []),
    { id: PART.rules, label: 'Rules' },
  ];
  const retreatCalled = answer !== null && onBoard && features.tools.includes('retreat') && answer.outcomes.some((o) => o.meaning?.attackerRetreats === true || o.meaning?.defenderRetreats === true);
  // The form folds to its one line once a battle is in it from the board or from last time; a field still to
  // fill or to correct keeps it open.
  const inputsShown = reading.kind !== 'ready' || (inputsOpen ?? true);

  return (
    <main class={packDrop.over ? 'popup dropping' : 'popup'} {...packDrop.handlers}>
      {packDrop.over && <PackDropHint />}
      <header>
        <h1>Adjutant</h1>
        <GamePicker game={game} userTable={userTable} onGame={chooseGame} />
      </header>
      <RulesOnlyLine state={rulesOnly} onOpenOptions={(section) => platform.openOptions(section)} />
      <CalculatorBar parts={parts} suggested={retreatCalled ? PART.retreat : null} />
      <UnreadableNotice store={platform.store} download={platform.download} />
      <PackDropMessage state={packDrop.state} onOpenOptions={() => platform.openOptions(OPTIONS_GAME_PACKS)} onDismiss={packDrop.dismiss} />

      <div id={PART.odds} class="part" tabIndex={-1}>
        {answer && answering ? (
          <answering.AnswerView answer={answer} game={game} onCopy={copy} onOpenOptions={() => platform.openOptions(OPTIONS_TABLE_EDITOR)} onShowRule={setShownRule} />
        ) : (
          <p class="hint" data-testid="hint">
            {reading.kind === 'incomplete'
              ? reading.hint
              : reading.kind === 'invalid'
                ? 'Correct the marked field to see the odds.'
                : loadFailure !== null
                  ? `Adjutant could not load what works out the odds (${loadFailure}). Close this window and open it again.`
                  : found.kind === 'loading'
                    ? 'Loading the rules that read the board…'
                    : 'Looking for your table…'}
          </p>
        )}
      </div>

      {platform.board && (
        <BoardPanel
          board={platform.board}
          store={watchedStore}
          game={game.info.id}
          onFill={fillFromBoard}
          onAddUnit={addFromBoard}
          onStrength={strengthTyped}
          onBoard={(board, source) => setPageBoard(board && source ? { board, source } : null)}
        />
      )}

      <section class="battle" aria-label="Battle">
        <details class="battle-form" open={inputsShown} onToggle={(e) => e.currentTarget.open !== inputsShown && setInputsOpen(e.currentTarget.open)}>
          <summary>
            <h2 class="inline">Battle</h2> <span class="muted one-line" data-testid="battle-line">{battleLine(draft)}</span>
          </summary>
          <EntryModeChoice mode={draft.mode} onMode={(mode) => edit({ mode })} />
          {draft.mode === 'totals' ? (
            <TotalsEditor
              attack={draft.attackTotal}
              defense={draft.defenseTotal}
              problems={problems}
              onAttack={(attackTotal) => edit({ attackTotal })}
              onDefense={(defenseTotal) => edit({ defenseTotal })}
            />
          ) : (
            <>
              <ForceEditor role="attacker" units={draft.attackers} problems={problems} asks={asks} onRemember={rememberRow} onUnits={(update) => setDraft((d) => ({ ...d, attackers: update(d.attackers) }))} />
              <ForceEditor role="defender" units={draft.defenders} problems={problems} marks={features.combatUnitMarks} asks={asks} onRemember={rememberRow} onUnits={(update) => setDraft((d) => ({ ...d, defenders: update(d.defenders) }))} />
            </>
          )}
          <NumberField
            id={FIELD.drm}
            name={found.kind === 'none' ? 'Die-roll modifier' : 'Other die-roll modifier (typed)'}
            label={found.kind === 'none' ? 'Die-roll modifier' : 'Other die-roll modifier (typed)'}
            value={draft.drm}
            min={-DRM_LIMIT}
            max={DRM_LIMIT}
            placeholder="0"
            problem={problems.get(FIELD.drm)}
            onValue={(drm) => edit({ drm })}
          />
          <Overrides
            attack={draft.overrideAttack}
            defense={draft.overrideDefense}
            odds={draft.overrideOdds}
            columns={pickableColumns(game.combatTable ?? userTable.table)}
            applied={answer?.overridden ?? []}
            problems={problems}
            onAttack={(overrideAttack) => edit({ overrideAttack })}
            onDefense={(overrideDefense) => edit({ overrideDefense })}
            onOdds={(overrideOdds) => edit({ overrideOdds })}
          />
        </details>
      </section>

      <div id={PART.modifiers} class="part" tabIndex={-1}>
        <ModifiersPanel
          game={game}
          found={found}
          draft={draft.modifiers}
          ruleSet={modifierContext.ruleSet}
          problems={problems}
          typed={typedDrm}
          limit={(game.combatTable ?? userTable.table)?.modifierLimit ?? null}
          multipliers={multipliers}
          onModifiers={(update) => setDraft((d) => ({ ...d, modifiers: update(d.modifiers) }))}
          onElevation={(hex, level) => void rememberElevation(watchedStore, game.info.id, hex, level).catch(() => null)}
          onOpenOptions={(section) => platform.openOptions(section)}
        />
      </div>
      {features.tools.includes('rally-check') && onBoard && (
        <div id={PART.rally} class="part" tabIndex={-1}>
          <LazyPart
            source={RALLY_CHECK}
            render={({ RallyCheck }) =>
              draft.board && <RallyCheck board={draft.board} picked={[...boardIds(draft.attackers), ...boardIds(draft.defenders)]} ruleSet={modifierContext.ruleSet} ratings={modifierContext.moraleRatings} onShowRule={setShownRule} />
            }
          />
        </div>
      )}
      {features.tools.includes('retreat') && onBoard && (
        <div id={PART.retreat} class="part" tabIndex={-1}>
          <LazyPart
            source={RETREAT_PANEL}
            render={({ RetreatPanel }) =>
              draft.board && (
                <RetreatPanel
                  store={platform.store}
                  board={draft.board}
                  game={game.info.id}
                  attackers={boardIds(draft.attackers)}
                  defenders={boardIds(draft.defenders)}
                  retreats={answer ? { attackers: answer.outcomes.some((o) => o.meaning?.attackerRetreats === true), defenders: answer.outcomes.some((o) => o.meaning?.defenderRetreats === true) } : null}
                  onShowRule={setShownRule}
                  tabId={fromPage ? boardTab : null}
                  combatKind={draft.modifiers.statements.areaCombat}
                  rulesOnly={rulesOnly?.rulesOnly ?? null}
                />
              )
            }
          />
        </div>
      )}
      {artilleryKind(game.info.id) !== null && onBoard && (
        <div id={PART.artillery} class="part" tabIndex={-1}>
          <LazyPart
            source={ARTILLERY_PANEL}
            render={({ ArtilleryPanel }) => {
              const attackers = boardIds(draft.attackers);
              const defenders = boardIds(draft.defenders);
              return draft.board && <ArtilleryPanel store={platform.store} board={draft.board} game={game.info.id} picked={[...attackers, ...defenders]} attackers={attackers} defenders={defenders} ruleSet={modifierContext.ruleSet} onShowRule={setShownRule} tabId={fromPage ? boardTab : null} />;
            }}
          />
        </div>
      )}

      {pageBoard && previousLook !== undefined && (
        <div id={PART.changes} class="part" tabIndex={-1}>
          <LazyPart source={CHANGES} render={({ ChangesPanel }) => <ChangesPanel board={pageBoard.board} previous={previousLook} now={Date.now()} tabId={viewOnPage ? boardTab : null} />} />
        </div>
      )}
      {planShown && planBoard && (
        <div id={PART.plan} class="part" tabIndex={-1}>
          <LazyPart source={PLAN} render={({ PlanPanel }) => <PlanPanel board={planBoard} ruleSet={modifierContext.ruleSet} onShowRule={setShownRule} tabId={viewOnPage ? boardTab : null} />} />
        </div>
      )}
      <div id={PART.victory} class="part" tabIndex={-1}>
        <LedgerSection store={platform.store} game={game} board={platform.board} onShowRule={setShownRule} />
      </div>
      {features.tools.includes('cavalry-exit') && (
        <div id={PART.cavalry} class="part" tabIndex={-1}>
          <LazyPart source={CAVALRY_TALLY} render={({ CavalryExitTally }) => <CavalryExitTally store={platform.store} game={game.info.id} onShowRule={setShownRule} />} />
        </div>
      )}
      {features.tools.includes('impulse-track') && (
        <div id={PART.impulses} class="part" tabIndex={-1}>
          <LazyPart source={IMPULSE_TRACKER} render={({ ImpulseTracker }) => <ImpulseTracker store={platform.store} game={game.info.id} onShowRule={setShownRule} />} />
        </div>
      )}
      <div id={PART.rules} class="part" tabIndex={-1}>
        <RulesSearch game={game} shown={shownRule} onShow={setShownRule} />
      </div>

      <footer>
        <PageCheck probePage={platform.probePage} />
        <p role="status" class="status">
          {status}
        </p>
      </footer>
    </main>
  );
}
