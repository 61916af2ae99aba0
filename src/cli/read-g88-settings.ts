import { parseG88MovementSettingsText, type G88MovementSettings } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { errorCount, errorsLine } from './one-line.js';
import { readFileText } from './read-json-file.js';

/** Gettysburg '88's movement settings file (with its optional artillery section), or one line and status 2. */
export async function readG88Settings(io: CliIo, path: string): Promise<G88MovementSettings> {
  const parsed = parseG88MovementSettingsText(await readFileText(io, path, '--settings'));
  if (!parsed.ok) throw new UsageError(`--settings: "${path}" is not valid movement settings (${errorCount(parsed.errors)}): ${errorsLine(parsed.errors)}`);
  return parsed.value;
}
