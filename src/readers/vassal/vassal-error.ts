/** A VASSAL file that cannot be read, with a message in plain words for the user. */
export class VassalReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VassalReadError';
  }
}

export type VassalResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * Runs a reader and turns any failure into a message. Errors of our own carry their words; anything
 * else (a bug, a stack overflow on hostile input) becomes a plain "could not be read".
 */
export async function attempt<T>(what: string, read: () => Promise<T>): Promise<VassalResult<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (e) {
    if (e instanceof VassalReadError) return { ok: false, error: e.message };
    const detail = e instanceof Error && e.message ? ` (${e.message.slice(0, 200)})` : '';
    return { ok: false, error: `${what} could not be read${detail}.` };
  }
}
