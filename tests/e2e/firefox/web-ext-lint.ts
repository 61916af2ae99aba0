import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
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

/** Finds the source module a position in a built file came from; null when the file or position has none. */
export type ModuleOf = (file: string, line: number, column?: number) => string | null;

export async function lintExtension(dir: string): Promise<LintReport> {
  return cmd.lint({ sourceDir: dir, output: 'none', boring: true }, { shouldExitProgram: false });
}

/**
 * The source module a position in a built file was bundled from, read from the file's source map (the build is
 * minified, so a whole bundle may be one line: the map is the only thing that still knows). That names a warning
 * more stably than its position, which moves with every change. Paths come back from the project root
 * (`node_modules/preact/src/diff/index.js`, `popup/main.tsx`).
 */
export function bundledModule(dir: string): ModuleOf {
  const cache = new Map<string, SourceMap | null>();
  const mapOf = (file: string): SourceMap | null => {
    if (!cache.has(file)) {
      let map: SourceMap | null = null;
      try {
        map = new SourceMap(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as SourceMapPayload);
      } catch {
        map = null;
      }
      cache.set(file, map);
    }
    return cache.get(file) ?? null;
  };
  return (file, line, column = 1) => {
    const map = mapOf(file);
    // web-ext counts lines and columns from 1, the source map from 0.
    const entry = map?.findEntry(line - 1, Math.max(0, column - 1));
    if (!entry || !('originalSource' in entry)) return null;
    // Only a position inside a mapped segment on the same line belongs to a module: text added after the build has none.
    if (entry.generatedLine !== line - 1) return null;
    // A dependency is named from node_modules/ on, wherever node_modules really is (a symlinked node_modules
    // makes the map's paths climb out of the project).
    const source = entry.originalSource.replace(/^(?:\.\.\/)+/, '');
    const dependency = source.lastIndexOf('node_modules/');
    return dependency >= 0 ? source.slice(dependency) : source;
  };
}

function said(m: LintMessage, moduleOf: ModuleOf): string {
  const where = m.file ? `${m.file}${m.line ? `:${m.line}` : ''}` : 'the extension';
  const from = m.file && m.line ? moduleOf(m.file, m.line, m.column) : null;
  return `${m._type} ${m.code} in ${where}${from ? ` (from ${from})` : ''}: ${m.message}`;
}

function matches(entry: AllowedWarning, m: LintMessage, moduleOf: ModuleOf): boolean {
  if (m.code !== entry.code || m.file !== entry.file || m.message !== entry.message) return false;
  return m.line !== undefined && moduleOf(entry.file, m.line, m.column) === entry.module;
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
