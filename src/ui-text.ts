/**
 * Words the pages build from numbers: the engine's own (core/words.ts), so the popup, the options page, the
 * command line and the engine's explanations write them one way.
 */

export { plural, signed } from './engine/index.js';
