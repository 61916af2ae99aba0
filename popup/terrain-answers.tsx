import { useEffect, useState } from 'preact/hooks';
import type { Board, GameId, HexTerrain, Question } from '../src/engine/index.js';
import { applyBrush, formatFieldErrors, mergeTerrain, PAINT_BRUSHES } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadTerrainMarks, saveTerrainMark, type TerrainMarks } from '../src/storage/terrain-marks.js';

/**
 * The questions a hex's terrain answers: "what terrain is N34", "is N34 a town hex", and "is N34 on the map" (a
 * hex whose ground is known is on it); ids `terrain:<hex>`, `town:<hex>`, `on-map:<hex>`.
 */
const TERRAIN_QUESTION = /^(?:terrain|town|on-map):([A-Za-z0-9-]{1,16})$/;

/** The hexes whose terrain the answer asks for, in the order asked, each once. */
export function askedTerrainHexes(questions: readonly Question[]): string[] {
  const hexes = questions.map((q) => TERRAIN_QUESTION.exec(q.id)?.[1]).filter((h): h is string => h !== undefined);
  return [...new Set(hexes)];
}

/** The paint mode's terrain brushes: the ground a hex is, as the rules read it (a hex is one kind of ground). */
const GROUND = PAINT_BRUSHES.filter((b) => b.kind === 'terrain');

/**
 * The game's terrain marks (Board → Mark a hex, the paint mode) while `open`, read again after `version` changes;
 * null until read. A mark fills what the page leaves unsaid: `withMarks` puts them under the board's own terrain.
 */
export function useTerrainMarks(store: KeyValueStore, game: GameId, open: boolean, version: number): TerrainMarks | null {
  const [marks, setMarks] = useState<TerrainMarks | null>(null);
  useEffect(() => {
    // Read afresh each time the part opens (Options may have changed them), and only once: each new read is a
    // new board for the answers that read it.
    if (!open) {
      setMarks(null);
      return;
    }
    let current = true;
    loadTerrainMarks(store, game).then(
      (m) => current && setMarks(m),
      () => current && setMarks({}),
    );
    return () => {
      current = false;
    };
  }, [store, game, open, version]);
  return marks;
}

/** The board with the player's terrain marks under its own terrain (the page's word stands where both speak). */
export function withMarks(board: Board, marks: TerrainMarks | null): Board {
  return marks && Object.keys(marks).length > 0 ? { ...board, terrain: mergeTerrain(board.terrain, marks).terrain } : board;
}

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameId;
  readonly questions: readonly Question[];
  readonly marks: TerrainMarks;
  /** After a mark is saved: the caller reads the marks again, and the question it answered goes. */
  readonly onSaved: () => void;
}

/**
 * Answers, in place, what an answer asks of a hex's terrain: one button per kind of ground, saved as the hex's
 * terrain mark for this game (kept, exported and shared like any mark) so it is never asked again. A named hill,
 * a road or an elevation already marked on the hex stay.
 */
export function TerrainAnswers({ store, game, questions, marks, onSaved }: Props) {
  const [message, setMessage] = useState('');
  const hexes = askedTerrainHexes(questions);
  if (hexes.length === 0 && message === '') return null;
  const save = (hex: string, brushId: string): void => {
    const brush = GROUND.find((b) => b.id === brushId);
    if (!brush) return;
    const before: HexTerrain | null = Object.hasOwn(marks, hex) ? (marks[hex] ?? null) : null;
    saveTerrainMark(store, game, hex, applyBrush(before, brush) ?? {}).then(
      (saved) => {
        setMessage(saved.ok ? `Marked ${saved.value.label}: ${brush.label.toLowerCase()}. Kept for this game (Options → Terrain marks).` : `Not saved. ${formatFieldErrors(saved.errors)}`);
        if (saved.ok) onSaved();
      },
      () => setMessage('Not saved: the browser refused to store the mark.'),
    );
  };
  return (
    <div class="terrain-answers" data-testid="terrain-answers">
      {hexes.length > 0 && <p class="muted">Answer here: the hex's ground is kept as its terrain mark for this game (a hex beyond the map's edge has none: leave it asked).</p>}
      {hexes.map((hex) => (
        <div class="row" key={hex} role="group" aria-label={`Terrain of ${hex}`}>
          <span>{hex}:</span>{' '}
          {GROUND.map((b) => (
            <button type="button" key={b.id} class="secondary" aria-label={`${hex} is ${b.label.toLowerCase()}`} onClick={() => save(hex, b.id)}>
              {b.label}
            </button>
          ))}
        </div>
      ))}
      {message && (
        <p role="status" data-testid="terrain-answer-status">
          {message}
        </p>
      )}
    </div>
  );
}
