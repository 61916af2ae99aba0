import { useState } from 'preact/hooks';
import type { HexTerrain } from '../src/engine/index.js';
import { formatFieldErrors } from '../src/engine/index.js';
import type { GameId } from '../src/engine/index.js';
import { gameBasics } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { lazy } from './lazy.js';

/** The marks' checks (hex labels of every game): loaded with the first mark saved. */
const TERRAIN_MARKS = lazy(() => import('../src/storage/terrain-marks.js'));

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameId;
  /** What the page itself says of its hexes: marks never override it. */
  readonly pageTerrain: Readonly<Record<string, HexTerrain>>;
}

type Road = 'unknown' | 'yes' | 'no';

function describe(t: HexTerrain): string {
  const parts = [
    t.terrain && t.terrain.length > 0 ? t.terrain.join(', ') : null,
    t.elevation !== undefined ? `elevation ${t.elevation}` : null,
    t.road === undefined ? null : t.road ? 'road' : 'no road',
  ];
  return parts.filter((p): p is string => p !== null).join('; ') || 'nothing';
}

/** The mark as typed: blank fields are unknown and left out, so they never read as "clear" or "level 0". */
function markOf(terrain: string, elevation: string, road: Road): Record<string, unknown> {
  const names = terrain
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const e = elevation.trim();
  return {
    ...(names.length > 0 ? { terrain: names } : {}),
    ...(e !== '' ? { elevation: /^-?\d+(\.\d+)?$/.test(e) ? Number(e) : e } : {}),
    ...(road === 'unknown' ? {} : { road: road === 'yes' }),
  };
}

/**
 * The form that marks what the page does not show of a hex (its terrain, elevation, road), stored per game. A
 * mark fills only what the page leaves unsaid: where the page says otherwise, the page stands and the popup says so.
 */
export function BoardTerrainForm({ store, game, pageTerrain }: Props) {
  const [hex, setHex] = useState('');
  const [terrain, setTerrain] = useState('');
  const [elevation, setElevation] = useState('');
  const [road, setRoad] = useState<Road>('unknown');
  const [result, setResult] = useState('');
  const [busy, setBusy] = useState(false);

  const save = (e: Event): void => {
    e.preventDefault();
    setBusy(true);
    (async () => {
      const { loadTerrainMarks, mergeTerrain, saveTerrainMark } = await TERRAIN_MARKS.load();
      const before = await loadTerrainMarks(store, game);
      const saved = await saveTerrainMark(store, game, hex, markOf(terrain, elevation, road));
      if (!saved.ok) return `Not saved. ${formatFieldErrors(saved.errors)}`;
      const { label, mark } = saved.value;
      // A blank mark removes the hex's mark, if it had one.
      if (!mark) return Object.hasOwn(before, label) ? `Removed the mark of ${label}.` : `Nothing to mark: type what you know of ${label}.`;
      const merged = mergeTerrain(pageTerrain, { [label]: mark });
      const clash = merged.conflicts.map((c) => c.field);
      const page = Object.hasOwn(pageTerrain, label) ? pageTerrain[label] : undefined;
      const kept = clash.length > 0 && page ? ` The page says ${describe(page)} there, and the page's word stands for ${clash.join(', ')}.` : '';
      const count = Object.keys(await loadTerrainMarks(store, game)).length;
      return `Marked ${label}: ${describe(mark)}.${kept} ${count} hex${count === 1 ? '' : 'es'} marked for this game.`;
    })()
      .then(setResult, (err: unknown) => setResult(`Not saved: ${err instanceof Error ? err.message : 'storage refused'}.`))
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={save}>
      <p class="muted">For {gameBasics(game).info.name}. Leave a field blank when you do not know it; the page's own terrain always stands.</p>
      <div class="field">
        <label for="mark-hex">Hex</label>
        <input id="mark-hex" type="text" aria-label="Hex to mark" maxLength={40} placeholder="O38" value={hex} onInput={(e) => setHex(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="mark-terrain">Terrain</label>
        <input
          id="mark-terrain"
          type="text"
          aria-label="Terrain of the hex"
          maxLength={400}
          placeholder="woods, hill"
          value={terrain}
          onInput={(e) => setTerrain(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for="mark-elevation">Elevation</label>
        <input id="mark-elevation" type="text" inputMode="numeric" aria-label="Elevation" maxLength={8} value={elevation} onInput={(e) => setElevation(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="mark-road">Road</label>
        <select id="mark-road" aria-label="Road" value={road} onChange={(e) => setRoad(e.currentTarget.value === 'yes' ? 'yes' : e.currentTarget.value === 'no' ? 'no' : 'unknown')}>
          <option value="unknown">Not known</option>
          <option value="yes">Road</option>
          <option value="no">No road</option>
        </select>
      </div>
      <button type="submit" disabled={busy}>
        Save mark
      </button>
      <p class="muted" data-testid="terrain-mark-status" aria-live="polite">
        {result}
      </p>
    </form>
  );
}
