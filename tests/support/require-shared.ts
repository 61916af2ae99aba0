import { hasShared, SHARED_DIR } from './shared.js';

/** Whether the environment says this run is CI (CI=true, or CI=1 as some services set it). */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = (env.CI ?? '').trim().toLowerCase();
  return ci !== '' && ci !== 'false' && ci !== '0';
}

/** Why this run must stop: in CI the checks against ../shared are part of the proof, so its absence is a failure. */
export function missingSharedInCi(env: NodeJS.ProcessEnv = process.env, root: string = SHARED_DIR): string | null {
  if (!isCi(env) || hasShared('seeds', root)) return null;
  return `CI is set, but the source documents are not at ${root}seeds: in CI the checks against ../shared must run. Put ../shared beside the project (see README), or run without CI=true to skip those checks.`;
}

/** vitest globalSetup: fails the run before any test when CI lacks ../shared. */
export default function setup(): void {
  const problem = missingSharedInCi();
  if (problem) throw new Error(problem);
}
