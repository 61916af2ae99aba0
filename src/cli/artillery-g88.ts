import { gunFire, gunFireAnswer, targetDefence, targetDefenceAnswer, type GunFire, type LineOfSight, type SupportCheck, type TargetCheck, type TargetDefence } from '../engine/calculators.js';
import { answerToJson, type Answer, type Board } from '../engine/index.js';
import { checkUnit, hexesAway, lineJson, questionLines, stepsJson, type ArtilleryForm, type ArtilleryValues } from './artillery-form.js';
import { UsageError, type CliIo } from './cli-io.js';
import type { Answer as CliAnswer } from './command.js';
import { readG88Settings } from './read-g88-settings.js';

/** The target asked about: an enemy unit of the gun's on the board, or one line and status 2. */
function checkTarget(board: Board, gunId: string, targetId: string): void {
  checkUnit(board, '--target', targetId);
  const target = board.units.find((u) => u.id === targetId);
  const gun = board.units.find((u) => u.id === gunId);
  if (gun && target?.side === gun.side) throw new UsageError(`--target: "${targetId}" is on the ${gun.side} side, the gun's own; give an enemy unit.`);
}

const ELIGIBLE_WORDS = { true: 'may fire', false: 'may not', null: 'undecided' } as const;
const SUPPORT_WORDS = { true: 'may support', false: 'may not', null: 'undecided' } as const;
const said = <W extends Record<'true' | 'false' | 'null', string>>(words: W, v: boolean | null): string => words[String(v) as 'true' | 'false' | 'null'];

function lineWords(line: LineOfSight): string {
  switch (line.verdict) {
    case 'clear':
      return 'line clear';
    case 'blocked':
      return `line blocked by ${line.blockedBy.join(', ')}`;
    case 'not-needed':
      return 'line not needed';
    case 'unknown':
      return 'line unknown';
  }
}

function terrainWords(keeps: boolean | null): string {
  return keeps === null ? 'terrain modifier unknown' : keeps ? 'keeps its terrain modifier' : 'loses its terrain modifier';
}

/** "a (K16, 2 hexes): may not — line blocked by K15; keeps its terrain modifier": one unit of a fire check. */
function checkLine(id: string, hex: string, t: Pick<TargetCheck, 'distance' | 'eligible' | 'line' | 'defenderTerrain'>): string {
  return `${id} (${hex}, ${hexesAway(t.distance)}): ${said(ELIGIBLE_WORDS, t.eligible)} — ${lineWords(t.line)}; ${terrainWords(t.defenderTerrain)}`;
}

function supportLine(s: SupportCheck): string {
  return `${s.gun.id} (${s.gun.hex}, ${hexesAway(s.distance)}): ${said(SUPPORT_WORDS, s.eligible)} — ${lineWords(s.line)}${s.losesReorganization ? '; supporting ends its reorganization' : ''}`;
}

/** The answer for a person: the summary, one line per target, then what is asked. */
function gunText(f: GunFire, a: Answer<GunFire>, targetId: string | undefined): string {
  const lines = [`Double-range fire of ${f.gun?.id ?? 'the gun'}: ${a.summary ?? 'no answer until the questions below are answered'}`];
  lines.push(...f.targets.map((t) => `  ${checkLine(t.unit.id, t.unit.hex, t)}`));
  if (targetId !== undefined && f.targets.length === 0 && f.doubleRange !== null) lines.push(`  ${targetId} is not a target within the double range (${f.doubleRange} hexes).`);
  lines.push(...questionLines(a));
  return lines.join('\n');
}

/** What one gun may fire on (clarifications 23–34), all its targets or the one asked about. */
async function gunView(board: Board, values: ArtilleryValues, gunId: string, io: CliIo): Promise<CliAnswer> {
  checkUnit(board, '--gun', gunId);
  if (values.target !== undefined) checkTarget(board, gunId, values.target);
  const settings = values.settings === undefined ? null : await readG88Settings(io, values.settings);
  const whole = gunFire(board, gunId, settings);
  // A unit that is no gun, or a gun off the map, has no double-range fire to tell: bad input, one line, status 2.
  if (whole.refusal) throw new UsageError(`--gun: ${whole.refusal.text}`);
  const fire: GunFire = values.target === undefined ? whole : { ...whole, targets: whole.targets.filter((t) => t.unit.id === values.target) };
  const answer = gunFireAnswer(fire);
  const { value: _value, ...shape } = answerToJson(answer);
  return {
    json: {
      ...shape,
      gun: fire.gun?.id ?? gunId,
      doubleRange: fire.doubleRange,
      targets: fire.targets.map((t) => ({ unit: t.unit.id, hex: t.unit.hex, distance: t.distance, eligible: t.eligible, line: lineJson(t.line), defenderTerrain: t.defenderTerrain, steps: stepsJson(t.steps) })),
    },
    text: () => gunText(fire, answer, values.target),
  };
}

const DEFENDING = ['regular-combat', 'double-range'] as const;

function defendingOption(value: string | undefined): TargetDefence['defending'] {
  if (value === undefined) return 'regular-combat';
  const d = DEFENDING.find((x) => x === value.trim().toLowerCase());
  if (!d) throw new UsageError(`--defending: expected ${DEFENDING.join(' or ')} (how the target is attacked), found "${value}".`);
  return d;
}

function targetText(d: TargetDefence, a: Answer<TargetDefence>): string {
  const lines = [`Double-range fire on ${d.target?.id ?? 'the target'}: ${a.summary ?? 'no answer until the questions below are answered'}`];
  lines.push(`Enemy guns within double range (${d.firers.length}):`, ...d.firers.map((f) => `  ${checkLine(f.gun.id, f.gun.hex, f)}`));
  lines.push(`Friendly guns that might support it (${d.supporters.length}, defending in ${d.defending}):`, ...d.supporters.map((s) => `  ${supportLine(s)}`));
  lines.push(...questionLines(a));
  return lines.join('\n');
}

/** One unit as a target: the enemy guns that may fire on it, and the friendly guns that may support it (clarifications 30, 33). */
async function targetView(board: Board, values: ArtilleryValues, targetId: string, io: CliIo): Promise<CliAnswer> {
  const defending = defendingOption(values.defending);
  checkUnit(board, '--target', targetId);
  const settings = values.settings === undefined ? null : await readG88Settings(io, values.settings);
  const d = targetDefence(board, targetId, settings, { defending });
  // A unit that is no combat unit, or one off the map, is no target: bad input, one line, status 2.
  if (d.refusal) throw new UsageError(`--target: ${d.refusal.text}`);
  const answer = targetDefenceAnswer(d);
  const { value: _value, ...shape } = answerToJson(answer);
  return {
    json: {
      ...shape,
      target: d.target?.id ?? targetId,
      defending: d.defending,
      doubleRange: d.doubleRange,
      firers: d.firers.map((f) => ({ gun: f.gun.id, hex: f.gun.hex, distance: f.distance, eligible: f.eligible, line: lineJson(f.line), defenderTerrain: f.defenderTerrain, steps: stepsJson(f.steps) })),
      supporters: d.supporters.map((s) => ({ gun: s.gun.id, hex: s.gun.hex, distance: s.distance, eligible: s.eligible, line: lineJson(s.line), losesReorganization: s.losesReorganization, steps: stepsJson(s.steps) })),
    },
    text: () => targetText(d, answer),
  };
}

/** Gettysburg '88: a gun's double-range fire (--gun), or a unit as the target of it (--target alone). */
export const G88_ARTILLERY: ArtilleryForm = {
  tool: 'double-range-artillery',
  reads: ['gun', 'target', 'settings', 'defending'],
  run(board, values, io) {
    if (values.gun !== undefined) {
      if (values.defending !== undefined) throw new UsageError('--defending: only with --target alone (the guns that may fire on or support that unit), not with --gun.');
      return gunView(board, values, values.gun, io);
    }
    if (values.target !== undefined) return targetView(board, values, values.target, io);
    throw new UsageError('give --gun <id> (what one gun may fire on) or --target <id> (the guns that may fire on or support one unit).');
  },
};
