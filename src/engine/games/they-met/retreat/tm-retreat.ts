import type { Problem, Question } from '../../../core/answer.js';
import type { BoardUnit } from '../../../core/board/board.js';
import { step } from '../../../core/explanation.js';
import { type RetreatRequest, type RetreatResult, retreatResult } from '../../../core/retreat.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { tm } from '../rule.js';
import { isZone } from '../tem.js';
import { readTmRequest } from './retreat-request.js';
import { readTmRetreatSettings, type TmRetreatSettings } from './retreat-settings.js';

/** Q&A 3: an attacker that lost an assault it began in a Zone stays put. */
export const ZONE_ATTACKER_STAYS = tm('Questions and answers 3', 'qa-3');
/** Q&A 4: the enemy's moving units go on after a mounted withdrawal. */
export const MOVING_ON_AFTER_WITHDRAWAL = tm('Questions and answers 4', 'qa-4');
/** Q&A 15: mounted units withdraw where they like, within rule 10.5 (not in the seeds). */
export const MOUNTED_WITHDRAWAL = tm('Questions and answers 15 (rule 10.5)', 'qa-15');
/** Q&A 17: no retreat by choice from fire; the question takes one after an assault as given. */
export const NO_RETREAT_FROM_FIRE = tm('Questions and answers 17', 'qa-17');
/** Clarification 1: a Zone is always an off-map Zone. */
export const ZONES_ARE_OFF_MAP = tm('Clarification 1', 'clarification-1');

/** Stable ids of what a They Met retreat asks, so an answer given once is remembered. */
export const TM_RETREAT_QUESTION_IDS = {
  combat: 'setting:combat',
  role: 'setting:role',
  startedInZone: 'setting:startedInZone',
  destination: 'retreat-destination',
} as const;

interface Ctx {
  readonly unit: BoardUnit;
  readonly area: string;
  /** "the Zone Emmitsburg Road", "area 31". */
  readonly place: string;
  readonly settings: TmRetreatSettings;
  /** The request says the owner chooses this retreat (no combat result forces it). */
  readonly voluntary: boolean;
}

const result = (ctx: Ctx, extra: Partial<RetreatResult>): RetreatResult =>
  retreatResult('they-met', ctx.unit.id, { ...extra, problems: [...ctx.settings.problems, ...(extra.problems ?? [])] });

const ask = (id: string, text: string, rule: RuleRef | null): Question => ({ id, ask: text, rule });
const note = (text: string, rule: RuleRef | null): Problem => ({ severity: 'note', text, rule });

/** The seeds never say where a retreating unit goes, so every retreat that may happen ends in this question. */
function destination(ctx: Ctx, why: string, rule: RuleRef): Question {
  return ask(TM_RETREAT_QUESTION_IDS.destination, `Where does ${ctx.unit.name} go from ${ctx.place}, and at what cost? ${why} Adjutant lists no destination rather than guess one.`, rule);
}

/** Q&A 17: a bombardment or a volley gives the units under fire no retreat of their own choosing. */
function afterFire(ctx: Ctx, combat: 'bombardment' | 'volley'): RetreatResult {
  // Asked for as a retreat of the owner's choosing, it is exactly what Q&A 17 forbids: say so outright.
  const refused: Problem[] = ctx.voluntary ? [{ severity: 'illegal', text: `A retreat by choice after a ${combat} is not allowed, so ${ctx.unit.name} cannot make the retreat asked for.`, rule: NO_RETREAT_FROM_FIRE }] : [];
  return result(ctx, {
    problems: refused,
    noRetreat: {
      stepsLost: 0,
      steps: [
        step(`${ctx.unit.name} may not pull back by choice after a ${combat}; only an assault gives defenders that choice. It stays in ${ctx.place}.`, NO_RETREAT_FROM_FIRE),
        step(`Whether the ${combat}'s own result can move a unit is for the game's combat tables, which Adjutant's sources do not hold.`),
      ],
    },
  });
}

/** Q&A 17 takes a defender's retreat after an assault as its own choice; the rule for it is not in the seeds. */
function defenderAfterAssault(ctx: Ctx): RetreatResult {
  return result(ctx, {
    mayStay: {
      reason: `after an enemy assault a defender may fall back if its owner wishes, so ${ctx.unit.name} need not; whether the assault's result can force a retreat is for the combat tables, which Adjutant does not hold.`,
      rule: NO_RETREAT_FROM_FIRE,
    },
    questions: [
      destination(
        ctx,
        'The errata take that voluntary retreat as given but not its rule (the question behind Q&A 17 says the unit becomes spent; the answer neither confirms nor denies it); your rulebook has it.',
        NO_RETREAT_FROM_FIRE,
      ),
    ],
  });
}

/** Q&A 3, for the attacker: only an assault fought in a Zone, begun there, is settled by the seeds. */
function attackerAfterAssault(ctx: Ctx): RetreatResult {
  const { unit, area, place } = ctx;
  if (!isZone(area)) {
    return result(ctx, { questions: [destination(ctx, `The errata settle only an attacker that began its assault in a Zone (Q&A 3); after an assault in ${place}, what happens to a beaten attacker is your rulebook's.`, ZONE_ATTACKER_STAYS)] });
  }
  const started = ctx.settings.startedInZone;
  if (started === null) {
    return result(ctx, {
      questions: [ask(TM_RETREAT_QUESTION_IDS.startedInZone, `Was ${unit.name} already in ${place} when its assault began, or did it move in to attack? If it began there and lost, it stays there (Q&A 3). Give "startedInZone": true or false.`, ZONE_ATTACKER_STAYS)],
    });
  }
  if (!started) {
    return result(ctx, { questions: [destination(ctx, `${unit.name} moved into ${place} to attack, so Q&A 3 (about an attacker that began there) does not settle it, and the errata say nothing more.`, ZONE_ATTACKER_STAYS)] });
  }
  return result(ctx, {
    noRetreat: {
      stepsLost: 0,
      steps: [
        step(`${area} is an off-map Zone, as every Zone in the rules is.`, ZONES_ARE_OFF_MAP),
        step(`${unit.name} began its assault already in ${place}: having lost, it stays in that Zone and does not retreat, not even into a neighbouring Zone.`, ZONE_ATTACKER_STAYS),
      ],
    },
  });
}

/** Q&A 15 and 4: a mounted withdrawal is bound only by rule 10.5, whose text the seeds do not give. */
function mountedWithdrawal(ctx: Ctx): RetreatResult {
  const problems: Problem[] = [
    note('Each mounted unit that withdraws picks its own area: they need not all go to the same one.', MOUNTED_WITHDRAWAL),
    note("Rule 10.5's own limits are the only ones on how and where mounted units withdraw; its text is not in Adjutant's sources, so they are not checked here.", MOUNTED_WITHDRAWAL),
    note('After the withdrawal, enemy units still moving may carry on with the movement points they have left.', MOVING_ON_AFTER_WITHDRAWAL),
  ];
  // Infantry is plainly not mounted; other types (horse artillery, leaders) are left to 10.5 rather than guessed.
  if (ctx.unit.type === 'infantry') problems.unshift(note(`${ctx.unit.name} is infantry, not a mounted unit, and the errata speak of mounted units withdrawing.`, MOUNTED_WITHDRAWAL));
  return result(ctx, { problems, questions: [destination(ctx, 'Rule 10.5 decides which areas a mounted withdrawal may reach; Adjutant holds only what Q&A 15 says of it.', MOUNTED_WITHDRAWAL)] });
}

/**
 * They Met at Gettysburg's retreat for one unit, as far as the errata's answers settle it (Q&A 3, 4, 15, 17):
 * whether the unit may, must or may not retreat after the combat the settings name. The seeds never say where
 * a retreating unit goes, so the answer lists no destination and asks instead; what the board cannot show (the
 * kind of combat, the unit's part in it, whether an attacker began in its Zone) is read from `settings`
 * (retreat-settings.ts gives the shape) and asked when absent. A request marked voluntary after fire is
 * refused outright (Q&A 17).
 */
export function tmRetreat(request: RetreatRequest, settings: unknown): RetreatResult {
  const read = readTmRequest(request);
  if (!read.ok) return retreatResult('they-met', request.unitId, { problems: read.problems });
  const { unit, area } = read.value;
  const s = readTmRetreatSettings(settings);
  const ctx: Ctx = { unit, area, place: isZone(area) ? `the Zone ${area}` : `area ${area}`, settings: s, voluntary: request.voluntary === true };
  switch (s.combat) {
    case null:
      return result(ctx, {
        questions: [
          ask(
            TM_RETREAT_QUESTION_IDS.combat,
            `What is ${unit.name} retreating from: an assault, a bombardment, a volley, or a mounted withdrawal before an enemy move? Give "combat" in the retreat settings.`,
            NO_RETREAT_FROM_FIRE,
          ),
        ],
      });
    case 'bombardment':
    case 'volley':
      return afterFire(ctx, s.combat);
    case 'mounted-withdrawal':
      return mountedWithdrawal(ctx);
    case 'assault':
      if (s.role === 'defender') return defenderAfterAssault(ctx);
      if (s.role === 'attacker') return attackerAfterAssault(ctx);
      return result(ctx, {
        questions: [ask(TM_RETREAT_QUESTION_IDS.role, `Was ${unit.name} attacking or defending in the assault? The errata treat the two differently (Q&A 3 and 17). Give "role": "attacker" or "defender".`, ZONE_ATTACKER_STAYS)],
      });
  }
}
