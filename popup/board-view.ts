/** What the board panel shows of a board once there is one (the summary, the counters to pick): loaded then. */
export { BoardPicker } from './board-picker.js';
export { BoardSummary, PickedOnBoard } from './board-summary.js';
