import { UsageError, type CliIo } from './cli-io.js';

export const HEX_USAGE = 'adjutant hex … (being written)';

export async function hexCommand(_args: string[], _io: CliIo): Promise<number> {
  throw new UsageError('the hex command is not available yet.');
}
