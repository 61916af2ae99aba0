/**
 * A game's id, as the registry lists it (src/engine/registry.ts) and as boards, stored data and the command
 * line name it: 'gettysburg-77', 'they-met' … Any string may be one; the registry's `isGameId` says which are.
 */
export type GameId = string;
