import { UsageError, type CliIo } from './cli-io.js';

export const MOVE_USAGE = 'adjutant move … (being written)';

export async function moveCommand(_args: string[], _io: CliIo): Promise<number> {
  throw new UsageError('the move command is not available yet.');
}
