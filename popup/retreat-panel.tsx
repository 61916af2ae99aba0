import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Board, GameId, RuleEntry } from '../src/engine/index.js';
import { gameFeatures, gameMap, optionCosts, pathWords, retreatAdvice, retreatAnswer } from '../src/engine/index.js';
import { loadAdviceShown } from '../src/storage/advice-preference.js';
import { retreatMarksOf, type RetreatMarks } from '../src/messaging/retreat-marks.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { AnswerCard } from './answer-card.js';
import { lazySender, useBoardMarks, type ShowMarks } from './board-marks.js';
import { gameRules } from './game-rules.js';
import { lazy, LoadFailed, Loading, useLazy } from './lazy.js';
import { loadMovementSettings } from './movement-settings-load.js';
import { TerrainAnswers, useTerrainMarks, withMarks } from './terrain-answers.js';

/** Shows a retreat on the board of a tab, or takes it off (null). */
export type ShowOnBoard = ShowMarks<RetreatMarks>;

const showOnTab: ShowOnBoard = lazySender(
  () => import('../src/messaging/retreat-send.js'),
  (m, tabId, marks) => m.showRetreatOnTab(tabId, marks),
);

interface Props {
  readonly store: KeyValueStore;
  readonly board: Board;
  readonly game: GameId;
  /** Board ids of the units picked as attackers and as defenders, in row order. */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** Which sides the odds answer's results can make retreat (DR, AR …); null before there is an answer. */
  readonly retreats?: { readonly attackers: boolean; readonly defenders: boolean } | null;
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
  /** The kind of combat the player chose for the battle, in a game that has kinds ('area-combat'); '' when none. */
  readonly combatKind?: string;
  /**
   * The tab whose board this is (the page's own, not a board imported in Options): the chosen unit's retreat is
   * drawn on it while the panel is open. Without one the panel only lists it.
   */
  readonly tabId?: number | null;
  /** How a retreat reaches the tab's board: the extension's messaging unless a test records it. */
  readonly showOnBoard?: ShowOnBoard;
  /**
   * Whether rules only is in force for this game and site (popup/use-rules-only.ts); null while it is read
   * (no advice until then). Without it the panel reads the game's choice itself, with no site.
   */
  readonly rulesOnly?: boolean | null;
}

/**
 * The settings a game's retreat rules read, as stored in Options: the movement settings (the stacking limit,
 * the zones of control, with the painted hexsides) for a game that lists them; none otherwise. Read each time the panel opens.
 */
function useRetreatSettings(store: KeyValueStore, game: GameId, open: boolean): unknown {
  const [settings, setSettings] = useState<unknown>(null);
  useEffect(() => {
    if (!open || !gameFeatures(game).userInputs.includes('movement-settings')) {
      setSettings(null);
      return;
    }
    let current = true;
    loadMovementSettings(store, game).then(
      (s) => current && setSettings(s),
      () => current && setSettings(null),
    );
    return () => {
      current = false;
    };
  }, [store, game, open]);
  return settings;
}

/**
 * Whether the player wants advice beside the rules (Options → Advice): as the popup read it for the game and
 * site when it says, or else the game's choice, read each time the panel opens. No advice until it is known.
 */
function useAdviceShown(store: KeyValueStore, game: GameId, open: boolean, rulesOnly: boolean | null | undefined): boolean {
  const [shown, setShown] = useState(false);
  const told = rulesOnly !== undefined;
  useEffect(() => {
    if (!open || told) return;
    let current = true;
    loadAdviceShown(store, { game, site: null }).then(
      (v) => current && setShown(v),
      () => current && setShown(false),
    );
    return () => {
      current = false;
    };
  }, [store, game, open, told]);
  return told ? rulesOnly === false : shown;
}

/**
 * Retreat priority for one picked unit: every legal retreat in the rules' order with what it costs, the hexes
 * it may not use and why, and what the board does not show. It fights against the other side's picked units
 * and beside its own side's. Collapsed until asked for; the game's rules load then.
 */
export function RetreatPanel({ store, board: pageBoard, game, attackers, defenders, retreats = null, onShowRule, combatKind = '', tabId = null, showOnBoard = showOnTab, rulesOnly }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [voluntary, setVoluntary] = useState(false);
  const [marked, setMarked] = useState(0);
  // What the page does not show of a hex (woods, town …) is asked, and the player's answer kept as its terrain mark.
  const terrainMarks = useTerrainMarks(store, game, open, marked);
  const board = useMemo(() => withMarks(pageBoard, terrainMarks), [pageBoard, terrainMarks]);
  const rules = useLazy(open ? gameRules(game) : null);
  const stored = useRetreatSettings(store, game, open);
  const adviceShown = useAdviceShown(store, game, open, rulesOnly);
  // The side the battle's results can make retreat comes first: the defenders unless only the attackers can.
  const attackersFirst = retreats !== null && retreats.attackers && !retreats.defenders;
  const picked = (attackersFirst ? [...attackers, ...defenders] : [...defenders, ...attackers]).filter((id, i, all) => all.indexOf(id) === i && board.units.some((u) => u.id === id));
  const sides = retreats === null ? [] : [retreats.defenders ? 'the defenders' : null, retreats.attackers ? 'the attackers' : null].filter((x): x is string => x !== null);
  const unitId = picked.includes(chosen) ? chosen : picked[0];
  const unit = board.units.find((u) => u.id === unitId);
  const attacking = unitId !== undefined && attackers.includes(unitId);
  const module = rules.kind === 'ready' ? rules.value : null;
  // In a game of kinds of combat, the kind chosen for the battle and the unit's side of it are what its retreat
  // rules read (They Met's retreat settings: combat, role); its other questions stay questions.
  const areaCombat = gameFeatures(game).tools.includes('area-combat');
  const settings = useMemo(() => (areaCombat ? { ...(combatKind ? { combat: combatKind } : {}), role: attacking ? 'attacker' : 'defender' } : stored), [areaCombat, combatKind, attacking, stored]);
  // The search can be long on a crowded board: it runs again only when what it reads changes.
  const result = useMemo(() => {
    const retreat = module?.retreat;
    if (!open || !unit || !module || !retreat || terrainMarks === null) return null;
    return retreat.call(module, { board, unitId: unit.id, attackers: attacking ? defenders : attackers, battle: (attacking ? attackers : defenders).filter((id) => id !== unit.id), voluntary }, settings);
    // The pages hand new arrays on every render: the ids, not the arrays, say whether the battle changed.
  }, [open, unit, module, board, terrainMarks, attacking, attackers.join(','), defenders.join(','), settings, voluntary]);
  const answer = useMemo(() => (result ? retreatAnswer(result) : null), [result]);
  // Advice is its own layer, after the rules' answer and apart from it, and absent for a player who wants rules only.
  const advice = useMemo(() => (result && adviceShown ? retreatAdvice(result, board, gameMap(game).grid()) : null), [result, adviceShown, board, game]);
  const from = unit?.location.kind === 'hex' ? unit.location.hex : null;
  const marks = useMemo(() => (result && from !== null ? retreatMarksOf(result, from) : null), [result, from]);
  useBoardMarks(open ? tabId : null, marks, showOnBoard);
  return (
    <section class="retreat" aria-label="Retreat">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>Retreat</h2>
          {sides.length > 0 && <span class="muted" data-testid="retreat-hint"> — this battle can end in a retreat of {sides.join(' or ')}</span>}
        </summary>
        {open && picked.length === 0 && <p class="muted">Pick the units of the battle on the board: their retreats show here.</p>}
        {open && picked.length > 0 && (
          <>
            <div class="field">
              <label for="retreat-unit">Unit that retreats</label>
              <select id="retreat-unit" aria-label="Unit that retreats" value={unitId} onChange={(e) => setChosen(e.currentTarget.value)}>
                {picked.map((id) => (
                  <option key={id} value={id}>
                    {board.units.find((u) => u.id === id)?.name ?? id} ({attackers.includes(id) ? 'attacker' : 'defender'})
                  </option>
                ))}
              </select>
            </div>
            <div class="field check">
              <input id="retreat-voluntary" type="checkbox" aria-label="Voluntary: the owner chooses it, no result forces it" checked={voluntary} onChange={(e) => setVoluntary(e.currentTarget.checked)} />
              <label for="retreat-voluntary">Voluntary: the owner chooses it, no result forces it</label>
            </div>
            {rules.kind === 'loading' && <Loading />}
            {rules.kind === 'failed' && <LoadFailed message={rules.message} />}
            {result && answer && (
              <AnswerCard answer={answer} onShowRule={onShowRule} names={{ steps: 'retreat-steps', stepsLabel: 'Why, rule by rule', questions: 'retreat-questions' }} stepsFolded="Why, rule by rule" detailFirst>
                <p data-testid="retreat-summary">{answer.summary ?? 'Not decided until the questions above are answered.'}</p>
                {result.options.length > 0 && (
                  <ol class="retreat-options" data-testid="retreat-options">
                    {result.options.map((o, i) => {
                      const costs = optionCosts(o);
                      return (
                        <li key={i}>
                          <strong>Rank {o.rank}</strong> {pathWords(o.path)}
                          {costs.length > 0 && <span class="muted"> ({costs.join(', ')})</span>}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </AnswerCard>
            )}
            {result && terrainMarks && <TerrainAnswers store={store} game={game} questions={result.questions} marks={terrainMarks} onSaved={() => setMarked((n) => n + 1)} />}
            {advice && (
              <aside class="advice" aria-label="Advice, not a rule" data-testid="retreat-advice">
                <p>
                  <strong>Advice, not a rule</strong> (among the {advice.among} choices of the same rank): {pathWords(advice.path)}.
                </p>
                <ul>
                  {advice.reasons.map((why) => (
                    <li key={why}>{why}</li>
                  ))}
                </ul>
                <p class="muted">For rules only, choose it in Options → Advice: for every game, this game or this site.</p>
              </aside>
            )}
          </>
        )}
      </details>
    </section>
  );
}
