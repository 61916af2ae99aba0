import { PACK_FLAG } from './read-board-file.js';
import { stepToJson, type Answer as EngineAnswer, type Board, type GameTool, type Step, type StepJson } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import type { Answer } from './command.js';
import type { FlagValues } from './flags.js';
import { unitIdsHint } from './unit-ids.js';

/** Every flag of `adjutant artillery`; each game's form reads its own and refuses the rest. */
export const ARTILLERY_FLAGS = {
  board: { kind: 'string', missing: 'give the board: --board <board.json>.' },
  pack: PACK_FLAG,
  gun: { kind: 'string' },
  target: { kind: 'string' },
  settings: { kind: 'string' },
  defending: { kind: 'string' },
  'optional-artillery': { kind: 'boolean' },
  fire: { kind: 'string' },
  activated: { kind: 'string' },
  adjacency: { kind: 'string' },
  'area-tems': { kind: 'string' },
  blocking: { kind: 'string' },
  'lead-defender': { kind: 'string' },
} as const;

export type ArtilleryValues = FlagValues<typeof ARTILLERY_FLAGS>;
export type ArtilleryFlag = Exclude<keyof typeof ARTILLERY_FLAGS, 'board'>;

/** One game's artillery answer: the engine tool its game lists, the flags it reads, and how it answers. */
export interface ArtilleryForm {
  readonly tool: GameTool;
  readonly reads: readonly ArtilleryFlag[];
  run(board: Board, values: ArtilleryValues, io: CliIo): Answer | Promise<Answer>;
}

/** A unit of the board named by an option, or one line and status 2 with the ids it may have meant. */
export function checkUnit(board: Board, option: string, id: string): void {
  if (!board.units.some((u) => u.id === id)) throw new UsageError(`${option}: no unit "${id}" on the board; ${unitIdsHint(board, id)}`);
}

/** A line of fire or influence as every artillery answer prints it, whatever game traced it. */
export interface LineJson {
  readonly crossed: readonly string[];
  readonly grazed: readonly string[];
  readonly blockedBy: unknown;
  readonly verdict: string;
}

export function lineJson(line: LineJson): LineJson {
  return { crossed: line.crossed, grazed: line.grazed, blockedBy: line.blockedBy, verdict: line.verdict };
}

export const stepsJson = (steps: readonly Step[]): StepJson[] => steps.map(stepToJson);

/** The questions an answer waits on, for a person: none, or a heading and one line each. */
export function questionLines(a: Pick<EngineAnswer<unknown>, 'questions'>): string[] {
  return a.questions.length > 0 ? ['To answer (Adjutant does not guess these):', ...a.questions.map((q) => `  - ${q.ask}`)] : [];
}

/** "2 hexes", "1 hex": a distance in a line of text. */
export const hexesAway = (n: number): string => `${n} hex${n === 1 ? '' : 'es'}`;
