// The engine places a nested check's errors the same way (a game pack's tables), so the one helper lives there.
export { errorsUnder } from '../engine/index.js';
