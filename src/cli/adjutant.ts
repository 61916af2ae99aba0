import { readFile } from 'node:fs/promises';
import { runCli } from './run-cli.js';

/** `npx adjutant …`: the command line over the same engine as the extension. */
const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readFile: (path) => readFile(path, 'utf8'),
});
process.exitCode = code;
