import { stepToJson } from '../engine/index.js';
import { divisionReorganization, type MoraleResult, type ReorganizationAnswer, type ReorganizationRequest } from '../engine/calculators.js';
import type { ReorganizationUnit, TransferMade } from '../engine/calculators.js';
import { BOARD_UNIT_TYPES, fieldError, formatRuleRef, isRecord, SIDES, type BoardUnitType, type FieldError, type Side } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand } from './command.js';
import { withHow } from './format-steps.js';
import { errorCount, errorsLine } from './one-line.js';
import { readJsonValue } from './read-json-file.js';

const REORGANIZE_USAGE = `adjutant reorganize --input <file.json> [--json]
  High Tide's optional division reorganization (10.5–10.54): may one unit pass points to another?
  --input    one JSON object: {"sender": unit, "receiver": unit, "turn"?, "path"?, "earlier"?, "failedMorale"?, "morale"?, "points"?}
             unit: {"id", "name", "side", "type", "division" (text or null), "strength", "fullStrength",
                    "halfStrength", "halfStrengthLimit"?, "routed", "eliminated"?, "inCommand", "adjacentToEnemy"}
             null (or left out, for turn, path and morale) means "not known yet"
  --json     one JSON object instead of text`;

const INPUT_FILE_LIMIT = 64 * 1024;
const POINTS_LIMIT = 100;

/** Reads the untrusted file into the engine's request, collecting every bad field by its path. */
class RequestReader {
  readonly errors: FieldError[] = [];

  private bad<T>(path: string, expected: string, value: unknown, fallback: T): T {
    this.errors.push(fieldError(path, expected, value));
    return fallback;
  }

  text(v: unknown, path: string): string {
    return typeof v === 'string' && v.trim() !== '' && v.length <= 100 ? v : this.bad(path, 'a text of 1 to 100 characters', v, '');
  }

  flag(v: unknown, path: string): boolean {
    return typeof v === 'boolean' ? v : this.bad(path, 'true or false', v, false);
  }

  maybeFlag(v: unknown, path: string): boolean | null {
    return v === null || v === undefined ? null : this.flag(v, path);
  }

  whole(v: unknown, path: string, min: number, max: number): number {
    return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : this.bad(path, `a whole number from ${min} to ${max}`, v, min);
  }

  oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[]): T {
    const found = allowed.find((a) => a === v);
    return found ?? this.bad(path, `one of ${allowed.join(', ')}`, v, allowed[0] as T);
  }

  record(v: unknown, path: string): Record<string, unknown> {
    return isRecord(v) ? v : this.bad(path, 'an object', v, {});
  }

  optionalRecord(v: unknown, path: string): Record<string, unknown> {
    return v === undefined || v === null ? {} : this.record(v, path);
  }

  list(v: unknown, path: string): readonly unknown[] {
    if (v === undefined) return [];
    return Array.isArray(v) && v.length <= 100 ? v : this.bad(path, 'a list (at most 100 items)', v, []);
  }

  unit(v: unknown, path: string): ReorganizationUnit {
    const u = this.record(v, path);
    const side: Side = this.oneOf(u.side, `${path}.side`, SIDES);
    const type: BoardUnitType = this.oneOf(u.type, `${path}.type`, BOARD_UNIT_TYPES);
    const fullStrength = this.whole(u.fullStrength, `${path}.fullStrength`, 1, POINTS_LIMIT);
    const strength = this.whole(u.strength, `${path}.strength`, 0, POINTS_LIMIT);
    if (strength > fullStrength && !this.errors.some((e) => e.path.startsWith(`${path}.`))) {
      this.errors.push(fieldError(`${path}.strength`, `at most fullStrength (${fullStrength})`, strength));
    }
    const limit = u.halfStrengthLimit === undefined ? undefined : this.whole(u.halfStrengthLimit, `${path}.halfStrengthLimit`, 0, POINTS_LIMIT);
    return {
      id: this.text(u.id, `${path}.id`),
      name: this.text(u.name, `${path}.name`),
      side,
      type,
      division: u.division === null || u.division === undefined ? null : this.text(u.division, `${path}.division`),
      strength,
      fullStrength,
      halfStrength: this.flag(u.halfStrength, `${path}.halfStrength`),
      ...(limit === undefined ? {} : { halfStrengthLimit: limit }),
      routed: this.flag(u.routed, `${path}.routed`),
      ...(u.eliminated === undefined ? {} : { eliminated: this.flag(u.eliminated, `${path}.eliminated`) }),
      inCommand: this.maybeFlag(u.inCommand, `${path}.inCommand`),
      adjacentToEnemy: this.maybeFlag(u.adjacentToEnemy, `${path}.adjacentToEnemy`),
    };
  }

  request(json: unknown): ReorganizationRequest {
    const r = this.record(json, '(file)');
    const turn = this.optionalRecord(r.turn, 'turn');
    const path = this.optionalRecord(r.path, 'path');
    const morale = this.optionalRecord(r.morale, 'morale');
    const earlier: TransferMade[] = this.list(r.earlier, 'earlier').map((e, i) => {
      const t = this.record(e, `earlier[${i}]`);
      return { senderId: this.text(t.senderId, `earlier[${i}].senderId`), receiverId: this.text(t.receiverId, `earlier[${i}].receiverId`) };
    });
    const failedMorale = this.list(r.failedMorale, 'failedMorale').map((id, i) => this.text(id, `failedMorale[${i}]`));
    const result: MoraleResult | null = morale.result === null || morale.result === undefined ? null : this.oneOf(morale.result, 'morale.result', ['passed', 'failed'] as const);
    const maybeWhole = (v: unknown, p: string, min: number, max: number): number | null => (v === null || v === undefined ? null : this.whole(v, p, min, max));
    return {
      sender: this.unit(r.sender, 'sender'),
      receiver: this.unit(r.receiver, 'receiver'),
      turn: { turn23To2400: this.maybeFlag(turn.turn23To2400, 'turn.turn23To2400'), movementPhase: this.maybeFlag(turn.movementPhase, 'turn.movementPhase') },
      path: { withinNormalMovement: this.maybeFlag(path.withinNormalMovement, 'path.withinNormalMovement'), pathAvoidsEnemy: this.maybeFlag(path.pathAvoidsEnemy, 'path.pathAvoidsEnemy') },
      earlier,
      failedMorale,
      morale: { result, otherModifiers: maybeWhole(morale.otherModifiers, 'morale.otherModifiers', -20, 20), moraleValue: maybeWhole(morale.moraleValue, 'morale.moraleValue', 0, 20) },
      ...(r.points === undefined || r.points === null ? {} : { points: this.whole(r.points, 'points', 0, POINTS_LIMIT) }),
    };
  }
}

async function readRequest(io: CliIo, file: string): Promise<ReorganizationRequest> {
  const json = await readJsonValue(io, file, '--input', { chars: INPUT_FILE_LIMIT });
  const reader = new RequestReader();
  const request = reader.request(json);
  if (reader.errors.length) throw new UsageError(`--input: "${file}" (${errorCount(reader.errors)}): ${errorsLine(reader.errors)}`);
  return request;
}

const verdict = (allowed: boolean | null): string => (allowed === true ? 'allowed' : allowed === false ? 'not allowed' : 'undecided');

function answerJson(answer: ReorganizationAnswer): unknown {
  return {
    allowed: answer.allowed,
    verdict: verdict(answer.allowed),
    refusal: answer.refusal,
    conditions: answer.conditions.map((c) => ({ id: c.id, text: c.text, met: c.met, rule: formatRuleRef(c.rule) })),
    morale: answer.morale,
    mostPoints: answer.mostPoints,
    transfer: answer.transfer ? { points: answer.transfer.points, sender: answer.transfer.sender, receiver: answer.transfer.receiver } : null,
    questions: answer.questions,
    explanation: answer.steps.map(stepToJson),
  };
}

function answerText({ sender, receiver }: ReorganizationRequest, answer: ReorganizationAnswer): string {
  const lines = [`High Tide reorganization: ${sender.name} sends to ${receiver.name} — ${verdict(answer.allowed)}`];
  if (answer.refusal) lines.push(answer.refusal);
  lines.push('Conditions:');
  for (const c of answer.conditions) lines.push(`  [${c.met === true ? 'yes' : c.met === false ? 'no ' : ' ? '}] ${c.text}  (${formatRuleRef(c.rule)})`);
  if (answer.transfer) {
    const t = answer.transfer;
    lines.push(`Strengths after passing ${t.points}: ${sender.name} ${t.sender.before} → ${t.sender.after}, ${receiver.name} ${t.receiver.before} → ${t.receiver.after} (${t.receiver.side}-strength side${t.receiver.flips ? ', turned over' : ''})`);
  }
  if (answer.questions.length) lines.push('Still to answer:', ...answer.questions.map((q) => `  - ${q}`));
  return withHow(lines, answer.steps);
}

export const reorganizeCommand = defineCommand({
  name: 'reorganize',
  usage: REORGANIZE_USAGE,
  flags: {
    input: { kind: 'string', missing: '--input is missing: give a JSON file with the sender, the receiver and what you know of the turn.' },
  },
  async run({ values }, io) {
    const request = await readRequest(io, values.input);
    const answer = divisionReorganization(request);
    return { json: answerJson(answer), text: () => answerText(request, answer) };
  },
});
