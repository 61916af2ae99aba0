import { TM_FIRE_KINDS, tmFire, tmFireAnswer, type TmFireInput, type TmFireKind, type TmFireResult } from '../engine/calculators.js';
import { answerToJson, gameMap, type Answer, type Board, type Problem } from '../engine/index.js';
import { readAreaMap, readAreaTems } from './area-files.js';
import { checkUnit, questionLines, type ArtilleryForm, type ArtilleryValues } from './artillery-form.js';
import { UsageError, type CliIo } from './cli-io.js';
import { formatSteps } from './format-steps.js';

/** Comma-separated words, trimmed, empty ones dropped. */
const list = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function fireOption(value: string | undefined): TmFireKind {
  if (value === undefined) throw new UsageError(`--fire: give the kind of fire: --fire ${TM_FIRE_KINDS.join('|')}.`);
  const kind = TM_FIRE_KINDS.find((k) => k === value.trim().toLowerCase());
  if (!kind) throw new UsageError(`--fire: expected ${TM_FIRE_KINDS.join(' or ')}, found "${value}".`);
  return kind;
}

/** The activated area: as given, or the group's own when every unit stands in one area (else the player must say). */
function activatedArea(board: Board, group: readonly string[], given: string | undefined): string {
  if (given !== undefined) return given.trim();
  const areas = [...new Set(group.map((id) => board.units.find((u) => u.id === id)).map((u) => (u?.location.kind === 'area' ? u.location.area : null)))];
  const [only] = areas;
  if (areas.length === 1 && typeof only === 'string') return only;
  const where = areas.map((a) => a ?? 'no area').join(', ');
  throw new UsageError(`--activated: the group stands in ${where}, not one area; give the area activated this impulse: --activated <area>.`);
}

/** The flag each of the engine's input fields comes from, so a bad input names what to fix. */
const FLAG_OF: Readonly<Record<string, string>> = {
  group: '--gun',
  fire: '--fire',
  target: '--target',
  activated: '--activated',
  areaMap: '--adjacency',
  leadDefender: '--lead-defender',
  'stated.blockingAreas': '--blocking',
  board: '--board',
};

function inputError(problems: readonly Problem[]): UsageError {
  const first = problems.find((p) => p.severity === 'input') ?? problems[0];
  return new UsageError(`${FLAG_OF[first?.at ?? ''] ?? '--board'}: ${first?.text ?? 'the fire cannot be read.'}`);
}

async function fireInput(board: Board, values: ArtilleryValues, io: CliIo): Promise<TmFireInput> {
  if (values.gun === undefined) throw new UsageError('--gun: give the firing group: --gun <id>[,<id>…].');
  const group = list(values.gun);
  for (const id of group) checkUnit(board, '--gun', id);
  if (values.target === undefined) throw new UsageError('--target: give the area or Zone fired into: --target <area>.');
  const fire = fireOption(values.fire);
  const readAreas = gameMap(board.game).areaMap;
  return {
    board,
    group,
    fire,
    target: values.target.trim(),
    activated: activatedArea(board, group, values.activated),
    // Without the player's map, adjacency is asked rather than guessed: the map's own list is not public.
    areaMap: values.adjacency !== undefined && readAreas ? await readAreaMap(io, values.adjacency, readAreas) : null,
    tems: values['area-tems'] === undefined ? null : await readAreaTems(io, values['area-tems']),
    leadDefender: values['lead-defender'] ?? null,
    stated: values.blocking === undefined ? {} : { blockingAreas: values.blocking.trim().toLowerCase() === 'none' ? [] : list(values.blocking) },
  };
}

function fireText(input: TmFireInput, r: TmFireResult, a: Answer<TmFireResult>): string {
  const lines = [`${input.fire === 'bombardment' ? 'Bombardment' : 'Volley'} by ${input.group.join(', ')} into ${input.target}: ${a.summary ?? 'no answer until the questions below are answered'}`];
  const barred = r.problems.filter((p) => p.severity !== 'note');
  const notes = r.problems.filter((p) => p.severity === 'note');
  if (barred.length > 0) lines.push('Barred:', ...barred.map((p) => `  - ${p.text}`));
  if (notes.length > 0) lines.push('Notes:', ...notes.map((p) => `  - ${p.text}`));
  lines.push(...questionLines(a), 'How:', formatSteps(a.steps));
  return lines.join('\n');
}

/** They Met at Gettysburg: may this group bombard or volley into that area (errata Q&A 9–11, 16; addition 7; clarification 4). */
export const TM_ARTILLERY: ArtilleryForm = {
  tool: 'area-fire',
  reads: ['gun', 'target', 'fire', 'activated', 'adjacency', 'area-tems', 'blocking', 'lead-defender'],
  async run(board, values, io) {
    const input = await fireInput(board, values, io);
    const fired = tmFire(input);
    if (!fired.ok) throw inputError(fired.problems);
    const r = fired.result;
    const answer = tmFireAnswer(r);
    const { value: _value, ...shape } = answerToJson(answer);
    return {
      json: { ...shape, group: input.group, fire: r.fire, target: r.target, activated: input.activated, from: r.from, eligible: r.eligible, volleyTem: r.volleyTem, leadDefender: r.leadDefender },
      text: () => fireText(input, r, answer),
    };
  },
};
