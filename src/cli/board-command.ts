import { UsageError, type CliIo } from './cli-io.js';

export const BOARD_USAGE = 'adjutant board … (being written)';

export async function boardCommand(_args: string[], _io: CliIo): Promise<number> {
  throw new UsageError('the board command is not available yet.');
}
