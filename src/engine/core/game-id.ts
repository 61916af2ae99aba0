/** The five games Adjutant knows, by the ids the product card fixes. */
export const GAME_IDS = ['gettysburg-77', 'gettysburg-88', 'cemetery-hill', 'high-tide', 'they-met'] as const;

export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}
