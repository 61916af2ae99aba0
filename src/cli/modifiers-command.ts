import { UsageError, type CliIo } from './cli-io.js';

export const MODIFIERS_USAGE = 'adjutant modifiers … (being written)';

export async function modifiersCommand(_args: string[], _io: CliIo): Promise<number> {
  throw new UsageError('the modifiers command is not available yet.');
}
