import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AreaTems, Board, BoardUnit, RuleEntry } from '../src/engine/index.js';
import type { TmFireKind, TmFireStatements } from '../src/engine/calculators.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { AnswerCard } from './answer-card.js';

/** The calculators module, once loaded: the fire view reads only They Met's fire calculator of it. */
interface FireCalculators {
  readonly TM_FIRE_CALCULATOR: typeof import('../src/engine/calculators.js').TM_FIRE_CALCULATOR;
}

interface Props {
  readonly board: Board;
  readonly store: KeyValueStore;
  readonly module: FireCalculators;
  /** Board ids of the picked attackers (the firing group) and defenders (whose area is the target). */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

const areaOf = (u: BoardUnit | undefined): string | null => (u?.location.kind === 'area' ? u.location.area : null);
const isFighting = (u: BoardUnit): boolean => u.type !== 'headquarters' && u.type !== 'general' && u.type !== 'leader';

const NO_STATEMENTS: TmFireStatements = {};

/** The printed TEMs the player entered in Options (a volley's target reads them); null while none are, or not yet read. */
function useAreaTems(store: KeyValueStore): AreaTems | null {
  const [tems, setTems] = useState<AreaTems | null>(null);
  useEffect(() => {
    let current = true;
    import('../src/storage/area-tems.js')
      .then((m) => m.loadAreaTems(store))
      .then((t) => current && setTems(t ?? null))
      .catch(() => current && setTems(null));
    return () => {
      current = false;
    };
  }, [store]);
  return tems;
}

/** A yes/no answer to one of the fire's questions, kept until the player changes it. */
function YesNo({ label, value, onValue }: { readonly label: string; readonly value: boolean | undefined; readonly onValue: (v: boolean) => void }) {
  return (
    <fieldset class="field">
      <legend>{label}</legend>
      <label>
        <input type="radio" checked={value === true} onChange={() => onValue(true)} /> yes
      </label>
      <label>
        <input type="radio" checked={value === false} onChange={() => onValue(false)} /> no
      </label>
    </fieldset>
  );
}

/** A select of the board's areas, labelled. */
function AreaSelect({ id, label, areas, value, onValue }: { readonly id: string; readonly label: string; readonly areas: readonly string[]; readonly value: string; readonly onValue: (area: string) => void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} aria-label={label} value={value} onChange={(e) => onValue(e.currentTarget.value)}>
        {areas.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Areas typed as "12, 14": the labels, trimmed, empties dropped. */
const areaList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/**
 * They Met at Gettysburg: may this group bombard or volley into that area (errata: Q&A 9–11 and 16, addition 7,
 * clarifications 1 and 4). The group is the picked attackers (or one unit chosen here), the target the picked
 * defenders' area. What the errata leave to the rulebook (the line of sight, the reach, a volley's target) is
 * asked, and the player's word goes into the answer.
 */
export function AreaFire({ board, store, module, attackers, defenders, onShowRule }: Props) {
  const units = useMemo(() => board.units.filter((u) => isFighting(u) && areaOf(u) !== null), [board]);
  const areas = useMemo(() => [...new Set(units.map((u) => areaOf(u) ?? ''))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })), [units]);
  const pickedGroup = attackers.filter((id) => units.some((u) => u.id === id));
  const [single, setSingle] = useState('');
  const group = pickedGroup.length > 0 ? pickedGroup : [single || units[0]?.id || ''].filter((id) => id !== '');
  const groupArea = areaOf(units.find((u) => u.id === group[0]));
  const defenderArea = areaOf(units.find((u) => defenders.includes(u.id)));
  const [targetChoice, setTarget] = useState('');
  const [activatedChoice, setActivated] = useState('');
  const [fire, setFire] = useState<TmFireKind>('bombardment');
  const [blockingText, setBlockingText] = useState('');
  const tems = useAreaTems(store);
  const target = targetChoice || defenderArea || areas.find((a) => a !== groupArea) || '';
  const activated = activatedChoice || groupArea || '';
  // The player's answers hold for one group firing into one area: another target or group asks afresh.
  const key = `${target}|${group.join(',')}`;
  const [statedFor, setStatedFor] = useState<{ readonly key: string; readonly stated: TmFireStatements }>({ key: '', stated: {} });
  const stated = statedFor.key === key ? statedFor.stated : NO_STATEMENTS;
  const answer = useMemo(() => {
    if (group.length === 0 || target === '' || activated === '') return null;
    // No area map is kept in the popup: the answer asks whether the areas touch rather than guess it.
    return module.TM_FIRE_CALCULATOR.answer({ board, group, fire, target, activated, areaMap: null, tems, stated });
  }, [module, board, group.join(','), fire, target, activated, tems, stated]);
  if (units.length === 0) return <p class="muted">No unit of this board stands in an area.</p>;
  const asked = (prefix: string): boolean => answer?.questions.some((q) => q.id.startsWith(prefix)) === true || Object.hasOwn(stated, STATEMENT_OF[prefix] ?? '');
  const state = (patch: TmFireStatements) => setStatedFor((s) => ({ key, stated: { ...(s.key === key ? s.stated : {}), ...patch } }));
  // Each area the group fires from whose adjacency to the target is asked, or was answered here.
  const adjacencyAsked = [...new Set([...(answer?.questions ?? []).flatMap((q) => (q.id.startsWith('adjacent:') ? [q.id.slice('adjacent:'.length).split('|')[0] ?? ''] : [])), ...Object.keys(stated.adjacentFrom ?? {})])].filter((a) => a !== '');
  return (
    <>
      {pickedGroup.length > 0 ? (
        <p data-testid="fire-group">Firing: {pickedGroup.map((id) => units.find((u) => u.id === id)?.name ?? id).join(', ')}</p>
      ) : (
        <div class="field">
          <label for="fire-unit">Firing unit</label>
          <select id="fire-unit" aria-label="Firing unit" value={group[0]} onChange={(e) => setSingle(e.currentTarget.value)}>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} (area {areaOf(u)}, {u.side})
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset class="field">
        <legend>Fire</legend>
        {(['bombardment', 'volley'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="fire-kind" checked={fire === k} onChange={() => setFire(k)} /> {k}
          </label>
        ))}
      </fieldset>
      <AreaSelect id="fire-target" label="Into area" areas={areas} value={target} onValue={setTarget} />
      <AreaSelect id="fire-activated" label="Activated area" areas={areas} value={activated} onValue={setActivated} />
      {asked('sight:') && (
        <div class="field">
          <label for="fire-blocking">Areas whose blocking terrain lies on the line of sight (from your rulebook, 16.2.2; comma-separated, empty for none)</label>
          <input id="fire-blocking" aria-label="Blocking areas on the line of sight" value={blockingText} onInput={(e) => setBlockingText(e.currentTarget.value)} />
          <button type="button" onClick={() => state({ blockingAreas: areaList(blockingText) })}>
            Answer
          </button>
        </div>
      )}
      {adjacencyAsked.map((from) => (
        <YesNo key={from} label={`Is area ${target} adjacent to area ${from} on your map?`} value={stated.adjacentFrom?.[from]} onValue={(v) => state({ adjacentFrom: { ...stated.adjacentFrom, [from]: v } })} />
      ))}
      {asked('fire-range:') && <YesNo label="Does the fire reach that area from where the group stands?" value={stated.reachesTarget} onValue={(v) => state({ reachesTarget: v })} />}
      {asked('volley-target:') && <YesNo label="May a volley go into that area (your rulebook)?" value={stated.volleyTarget} onValue={(v) => state({ volleyTarget: v })} />}
      {asked('leaders-in-target:') && <YesNo label="Does a leader count as a friendly unit in the target?" value={stated.leadersCount} onValue={(v) => state({ leadersCount: v })} />}
      {answer && (
        <AnswerCard answer={answer} onShowRule={onShowRule} names={{ steps: 'fire-steps', stepsLabel: 'Why, rule by rule', questions: 'fire-questions', questionsIntro: 'Adjutant does not guess these: answer them above from your rulebook.' }} stepsFolded="Why, rule by rule">
          <p data-testid="fire-summary">{answer.summary ?? 'Not decided until the questions above are answered.'}</p>
        </AnswerCard>
      )}
    </>
  );
}

/** Which statement answers which question, by the question id's prefix: an answered question keeps its field shown. */
const STATEMENT_OF: Readonly<Record<string, keyof TmFireStatements>> = {
  'sight:': 'blockingAreas',
  'fire-range:': 'reachesTarget',
  'volley-target:': 'volleyTarget',
  'leaders-in-target:': 'leadersCount',
};
