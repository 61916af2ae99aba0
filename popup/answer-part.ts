/**
 * What working out and showing an answer takes — the odds engine, the answer's view and its copied card — loaded
 * when the form first holds a battle, not with the popup's first screen (which shows a hint until then).
 */
export { resolveCombat, combatResultCard } from '../src/engine/index.js';
export { AnswerView } from './answer-view.js';
