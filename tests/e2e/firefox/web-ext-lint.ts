import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cmd, type LintMessage, type LintReport } from 'web-ext';

/**
 * `web-ext lint` on a built extension, judged against a reviewed allow-list. web-ext runs through its
 * programmatic API: the command line would also check npm for a newer web-ext, and lint itself needs no network.
 */

export type { LintMessage, LintReport };

/** One reviewed warning: what web-ext reports, the source module the flagged line was bundled from, and why it stays. */
export interface AllowedWarning {
  readonly code: string;
  readonly file: string;
  readonly module: string;
  readonly message: string;
  readonly reason: string;
}

/** Finds the source module a line of a built file came from; null when the file or line has none. */
export type ModuleOf = (file: string, line: number) => string | null;

export async function lintExtension(dir: string): Promise<LintReport> {
  return cmd.lint({ sourceDir: dir, output: 'none', boring: true }, { shouldExitProgram: false });
}

/**
 * The source module esbuild bundled a line of a built file from: unminified, esbuild writes `// <path>` above
 * each module's code. That names a warning more stably than its line number, which moves with every change.
 */
export function bundledModule(dir: string): ModuleOf {
  const cache = new Map<string, readonly string[]>();
  return (file, line) => {
    let lines = cache.get(file);
    if (!lines) {
      try {
        lines = readFileSync(join(dir, file), 'utf8').split('\n');
      } catch {
        lines = [];
      }
      cache.set(file, lines);
    }
    for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
      const header = /^\/\/ ((?:node_modules|src|popup|options|content)\/\S+)$/.exec(lines[i] ?? '');
      if (header?.[1]) return header[1];
    }
    return null;
  };
}

function said(m: LintMessage, moduleOf: ModuleOf): string {
  const where = m.file ? `${m.file}${m.line ? `:${m.line}` : ''}` : 'the extension';
  const from = m.file && m.line ? moduleOf(m.file, m.line) : null;
  return `${m._type} ${m.code} in ${where}${from ? ` (from ${from})` : ''}: ${m.message}`;
}

function matches(entry: AllowedWarning, m: LintMessage, moduleOf: ModuleOf): boolean {
  if (m.code !== entry.code || m.file !== entry.file || m.message !== entry.message) return false;
  return m.line !== undefined && moduleOf(entry.file, m.line) === entry.module;
}

/**
 * What is wrong with a lint report: every error, every warning or notice no allow-list entry accounts for,
 * and every entry that accounts for none (each entry stands for exactly one warning). Empty when all is well.
 */
export function lintProblems(report: LintReport, allowed: readonly AllowedWarning[], moduleOf: ModuleOf): string[] {
  const problems = report.errors.map((m) => said(m, moduleOf));
  const unused = [...allowed];
  for (const m of [...report.warnings, ...report.notices]) {
    const i = unused.findIndex((entry) => matches(entry, m, moduleOf));
    if (i === -1) problems.push(`not in the allow-list: ${said(m, moduleOf)}`);
    else unused.splice(i, 1);
  }
  for (const entry of unused) problems.push(`allow-list entry matches no warning: ${entry.code} in ${entry.file} (from ${entry.module}): ${entry.message}`);
  return problems;
}

/** Reads and checks the allow-list file: every entry needs all its fields, and a reason. */
export function readAllowList(file: string): AllowedWarning[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { allowed?: unknown };
  if (!Array.isArray(data.allowed)) throw new Error(`${file}: expected an "allowed" list`);
  return data.allowed.map((entry: unknown, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    for (const key of ['code', 'file', 'module', 'message', 'reason'] as const) {
      if (typeof e[key] !== 'string' || e[key] === '') throw new Error(`${file}: entry ${i + 1} has no ${key}`);
    }
    return e as unknown as AllowedWarning;
  });
}
