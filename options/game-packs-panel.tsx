import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ConflictChoice, FieldError, GameId, GamePack, PackConflict, PackContent, PackPart } from '../src/engine/index.js';
import { allGameBasics, gameBasics } from '../src/engine/index.js';
import { mergePack, PACK_LIMITS, PACK_PARTS, parsePackText, resolveConflicts, conflictKey, writePack } from '../src/engine/packs.js';
import { jsonFileText } from '../src/storage/json-text.js';
import { exportableContent, keptParts, readStoredForPack, storedForMerge, writePackContent, type StoredForPack } from '../src/storage/pack-store.js';
import { plural } from '../src/ui-text.js';
import { ErrorList, unplaced } from './error-list.js';
import type { PlacedError } from './error-targets.js';
import { readFileWithin, useFileDrop } from './file-drop.js';
import { FileImport } from './file-import.js';
import { GameSelect } from './game-select.js';
import type { OptionsPlatform } from './platform.js';
import { describeTerrain } from './terrain-marks-panel.js';
import { TextField } from './text-field.js';
import { countOf, partNames, partSize, PART_WORDS } from './pack-words.js';

/** The export form's fields, by the path of the pack's errors about them. */
const EXPORT_FIELDS: Readonly<Record<string, { readonly id: string; readonly label: string }>> = {
  edition: { id: 'game-pack-edition', label: 'Edition' },
  madeBy: { id: 'game-pack-made-by', label: 'Made by' },
};

/** An export error on the form's field it is about, named as the form labels it. */
function placeExportError(error: FieldError): PlacedError {
  const field = Object.hasOwn(EXPORT_FIELDS, error.path) ? EXPORT_FIELDS[error.path] : undefined;
  return field ? { error: { ...error, path: field.label }, where: null, targets: [field.id] } : { error, where: null, targets: [] };
}

interface GamePacksPanelProps {
  platform: OptionsPlatform;
  initialGame: GameId;
  announce(text: string): void;
  /** Bumped when a backup is imported: what is stored is read again. */
  imported?: number;
  /** After a pack is written: the other sections read their stores again. */
  onImported(): void;
}

/** A table or settings file is long: the start of its JSON says which it is. */
function shortJson(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** One side of a conflict in words. */
function describeValue(c: PackConflict, which: 'stored' | 'incoming'): string {
  switch (c.part) {
    case 'terrain':
      return describeTerrain(c[which]);
    case 'orderOfBattle': {
      // Every field a unit has, so a conflict in its name, movement or formation shows, not only in its strengths.
      const u = c[which];
      const formation = u.formation ? Object.values(u.formation).filter((v) => v).join(', ') : '';
      return `${u.name} (${u.side} ${u.type}${formation ? `, ${formation}` : ''}): full ${u.strength.full ?? 'none'}, reduced ${u.strength.reduced ?? 'none'}, movement ${u.movement ?? 'not given'}`;
    }
    case 'hexsides':
      return c[which].join(', ');
    default:
      return shortJson(c[which]);
  }
}

interface Exported {
  readonly filename: string;
  readonly hash: string;
}

/**
 * A game's entries as one game pack (docs/game-packs.md) to share, and a received pack merged into them: every
 * key both hold with different values is listed for the player to choose, and the result is written in one change.
 */
export function GamePacksPanel({ platform, initialGame, announce, imported = 0, onImported }: GamePacksPanelProps) {
  const { store } = platform;
  const [game, setGame] = useState<GameId>(initialGame);
  const [stored, setStored] = useState<StoredForPack | null>(null);
  const [version, setVersion] = useState(0);
  const [unticked, setUnticked] = useState<ReadonlySet<PackPart>>(new Set());
  const [edition, setEdition] = useState('');
  const [madeBy, setMadeBy] = useState('');
  const [exportErrors, setExportErrors] = useState<readonly FieldError[]>([]);
  const [exported, setExported] = useState<Exported | null>(null);
  const [received, setReceived] = useState<{ readonly pack: GamePack; readonly fileName: string } | null>(null);
  const [importErrors, setImportErrors] = useState<readonly FieldError[]>([]);
  const [choices, setChoices] = useState<Readonly<Record<string, ConflictChoice>>>({});

  useEffect(() => {
    let live = true;
    void readStoredForPack(store, game).then((s) => live && setStored(s));
    return () => {
      live = false;
    };
  }, [store, game, version, imported]);

  const gameName = gameBasics(game).info.name;
  const current = stored?.game === game ? stored : null;
  const exportable = useMemo(() => (current ? exportableContent(current) : null), [current]);
  const parts = exportable ? PACK_PARTS.filter((p) => exportable.content[p] !== undefined) : [];
  const chosen = parts.filter((p) => !unticked.has(p));
  const pack = received?.pack ?? null;
  const merge = useMemo(() => (current && pack && pack.game === game ? mergePack(storedForMerge(current, pack), pack) : null), [current, pack, game]);

  async function exportPack(): Promise<void> {
    if (!exportable) return;
    // What is stored now, not when the section was drawn: another section may have changed it since.
    const fresh = exportableContent(await readStoredForPack(store, game));
    setVersion((v) => v + 1);
    const content: Record<string, unknown> = {};
    for (const p of chosen) if (fresh.content[p] !== undefined) content[p] = fresh.content[p];
    if (chosen.length === 0) {
      setExportErrors([{ path: 'parts', expected: 'at least one part ticked to export' }]);
      return;
    }
    const written = writePack(content as PackContent, { game, edition, madeBy, made: new Date().toISOString().slice(0, 10) });
    if (!written.ok) {
      setExportErrors(written.errors);
      setExported(null);
      return;
    }
    const filename = `${game}-pack.json`;
    platform.download(filename, jsonFileText(written.value));
    setExportErrors([]);
    setExported({ filename, hash: written.value.hash });
    announce(`Exported ${chosen.map((p) => countOf(p, partSize(written.value, p))).join(', ')} of ${gameName} to ${filename}.`);
  }

  async function readFile(text: string, file: File): Promise<void> {
    const parsed = parsePackText(text);
    setChoices({});
    if (!parsed.ok) {
      setReceived(null);
      setImportErrors(parsed.errors);
      return;
    }
    setImportErrors([]);
    setReceived({ pack: parsed.value, fileName: file.name });
    // Merged with what is stored now: another section (the terrain marks, the order of battle) may have changed it.
    setVersion((v) => v + 1);
  }

  function refuse(errors: readonly FieldError[]): void {
    setReceived(null);
    setImportErrors(errors);
  }

  // A pack dropped anywhere on the section is read as if chosen in the import's file chooser.
  const drop = useFileDrop((file) => {
    void readFileWithin(file, PACK_LIMITS.json).then((got) => (got.ok ? readFile(got.value, file) : refuse(got.errors)));
  });

  function chooseAll(choice: ConflictChoice): void {
    if (merge) setChoices(Object.fromEntries(merge.conflicts.map((c) => [conflictKey(c), choice])));
  }

  async function importPack(): Promise<void> {
    if (!current || !merge || !received) return;
    const resolved = resolveConflicts(merge.merged, merge.conflicts, choices);
    const written = await writePackContent(store, current, resolved);
    if (!written.ok) {
      setImportErrors(written.errors);
      return;
    }
    const taken = merge.conflicts.filter((c) => choices[conflictKey(c)] === 'incoming').length;
    const added = keptParts(game).filter((p) => merge.added[p] > 0).map((p) => countOf(p, merge.added[p]));
    announce(
      `Imported ${received.fileName} into ${gameName}: added ${added.length > 0 ? added.join(', ') : 'nothing new'}` +
        (merge.conflicts.length > 0 ? `; took the pack's value for ${taken} of ${plural(merge.conflicts.length, 'conflict')}.` : '.'),
    );
    setReceived(null);
    setChoices({});
    setVersion((v) => v + 1);
    onImported();
  }

  const notKept = pack ? PACK_PARTS.filter((p) => pack[p] !== undefined && !keptParts(pack.game).includes(p)) : [];

  return (
    <section class={drop.over ? 'game-packs dropping' : 'game-packs'} aria-labelledby="game-packs-heading" {...drop.handlers}>
      <h2 id="game-packs-heading">Game packs</h2>
      {drop.over ? <p class="drop-hint">Drop the game pack to import it</p> : null}
      <p>
        A game pack is one file of what you entered for a game from the components you own (terrain and hexside marks, counters' strengths, the tables and
        settings you typed in), to share with an opponent or a club. A pack is merged into what you have: where the two differ, you choose.
      </p>
      <GameSelect id="game-packs-game" label="Game pack game" games={allGameBasics()} value={game} onChange={setGame} />

      <h3>Export a pack</h3>
      {exportable === null ? (
        <p class="hint">Loading what you entered…</p>
      ) : parts.length === 0 ? (
        <p data-testid="game-pack-nothing">Nothing you entered for {gameName} can go in a pack yet.</p>
      ) : (
        <fieldset>
          <legend>Parts to export</legend>
          {parts.map((p) => (
            <div class="field" key={p}>
              <input
                id={`game-pack-part-${p}`}
                type="checkbox"
                checked={!unticked.has(p)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setUnticked((s) => {
                    const next = new Set(s);
                    if (on) next.delete(p);
                    else next.add(p);
                    return next;
                  });
                }}
              />
              <label for={`game-pack-part-${p}`}>
                {PART_WORDS[p].name} ({countOf(p, partSize(exportable.content, p))})
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {exportable && exportable.unitsLeftOut.length > 0 ? (
        <p class="hint" data-testid="game-pack-left-out">
          Left out: the strengths of {plural(exportable.unitsLeftOut.length, 'counter')} ({exportable.unitsLeftOut.slice(0, 10).join(', ')}
          {exportable.unitsLeftOut.length > 10 ? ' …' : ''}). A pack names each counter's name, side and type, and Adjutant knows them only for
          counters on the board imported for {gameName}.
        </p>
      ) : null}
      <TextField id="game-pack-edition" label="Edition" value={edition} invalid={exportErrors.some((e) => e.path === 'edition')} onValue={setEdition} maxLength={PACK_LIMITS.text} hint="The edition or printing your entries come from." />
      <TextField id="game-pack-made-by" label="Made by" value={madeBy} invalid={exportErrors.some((e) => e.path === 'madeBy')} onValue={setMadeBy} maxLength={PACK_LIMITS.text} hint="Your name or your club's." />
      <div class="actions">
        <button type="button" disabled={parts.length === 0} onClick={() => void exportPack()}>
          Export pack
        </button>
      </div>
      <ErrorList heading="The pack was not exported:" errors={exportErrors.map(placeExportError)} />
      {exported ? (
        <p data-testid="game-pack-hash">
          Saved {exported.filename}. Its hash, for your opponent to compare: <code>{exported.hash}</code>
        </p>
      ) : null}

      <h3>Import a pack</h3>
      <FileImport
        id="game-pack-file"
        label="Import a game pack"
        name="Import game pack file"
        hint="A pack of this game, chosen here or dropped anywhere on this section. Nothing is stored until you review it and press Import."
        maxBytes={PACK_LIMITS.json}
        onText={readFile}
        onRefused={(error) => refuse([error])}
      />
      <ErrorList heading={`Nothing was changed. ${received ? 'It could not be stored:' : 'The pack has these problems:'}`} errors={unplaced(importErrors)} paths />
      {pack && received && pack.game !== game ? (
        <div data-testid="game-pack-other-game">
          <p>
            {received.fileName} is a pack of {gameBasics(pack.game).info.name}, not of {gameName}.
          </p>
          <button type="button" onClick={() => setGame(pack.game)}>
            Switch to {gameBasics(pack.game).info.name}
          </button>
        </div>
      ) : null}
      {pack && received && merge ? (
        <div class="game-pack-review" data-testid="game-pack-review">
          <p>
            {received.fileName}: {pack.edition}, made by {pack.madeBy}
            {pack.made ? ` on ${pack.made}` : ''}. Hash <code>{pack.hash}</code>.
          </p>
          <ul class="game-pack-added" aria-label="What the pack adds">
            {keptParts(pack.game).filter((p) => pack[p] !== undefined).map((p) => (
              <li key={p} data-part={p}>
                {PART_WORDS[p].name}: {countOf(p, merge.added[p])} added
              </li>
            ))}
          </ul>
          {notKept.length > 0 ? (
            <p class="hint">
              Not kept: {partNames(notKept)}. Adjutant has no place for them yet.
            </p>
          ) : null}
          {merge.conflicts.length > 0 ? (
            <>
              <table class="game-pack-conflicts">
                <caption>
                  {plural(merge.conflicts.length, 'conflict')}: what you have and what the pack says differ. Yours is kept unless you choose the pack's.
                </caption>
                <thead>
                  <tr>
                    <th scope="col">What</th>
                    <th scope="col">Yours</th>
                    <th scope="col">The pack's</th>
                    <th scope="col">Keep</th>
                  </tr>
                </thead>
                <tbody>
                  {merge.conflicts.map((c) => {
                    const key = conflictKey(c);
                    const label = `${PART_WORDS[c.part].key} ${c.key}`;
                    const choice = choices[key] ?? 'stored';
                    return (
                      <tr key={key} data-conflict={key}>
                        <th scope="row">{label}</th>
                        <td>{describeValue(c, 'stored')}</td>
                        <td>{describeValue(c, 'incoming')}</td>
                        <td>
                          {(['stored', 'incoming'] as const).map((option) => (
                            <label key={option}>
                              <input
                                type="radio"
                                name={`game-pack-${key}`}
                                aria-label={`${option === 'stored' ? 'Keep mine' : "Take the pack's"}: ${label}`}
                                checked={choice === option}
                                onChange={() => setChoices((all) => ({ ...all, [key]: option }))}
                              />
                              {option === 'stored' ? 'Keep mine' : "Take the pack's"}
                            </label>
                          ))}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <div class="actions">
                <button type="button" onClick={() => chooseAll('stored')}>
                  Keep all mine
                </button>
                <button type="button" onClick={() => chooseAll('incoming')}>
                  Take all the pack's
                </button>
              </div>
            </>
          ) : (
            <p>No conflicts: nothing in the pack differs from what you have.</p>
          )}
          <div class="actions">
            <button type="button" onClick={() => void importPack()}>
              Import
            </button>
            <button
              type="button"
              onClick={() => {
                setReceived(null);
                setChoices({});
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
