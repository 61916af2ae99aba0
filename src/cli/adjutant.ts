import { readTextFile } from './read-text-file.js';
import { runCli } from './run-cli.js';

/** `npx adjutant …`: the command line over the same engine as the extension. */
const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readFile: (path) => readTextFile(path),
  debug: process.env.ADJUTANT_DEBUG === '1',
});
process.exitCode = code;
