import type { Reporter, TestModule } from 'vitest/node';
import { SKIP_MARK } from './shared.js';

/** What a run skipped for want of ../shared: how many checks, in how many test files. */
export interface SharedSkips {
  readonly checks: number;
  readonly files: number;
}

/** Counts the tests skipped with SKIP_MARK in their name or in the name of a group around them. */
export function countSharedSkips(modules: readonly Pick<TestModule, 'children' | 'moduleId'>[]): SharedSkips {
  let checks = 0;
  const files = new Set<string>();
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      if (test.result().state === 'skipped' && test.fullName.includes(SKIP_MARK)) {
        checks++;
        files.add(module.moduleId);
      }
    }
  }
  return { checks, files: files.size };
}

/** The one line a run ends with when it skipped checks for want of ../shared; null when it skipped none. */
export function sharedSkipLine({ checks, files }: SharedSkips): string | null {
  if (checks === 0) return null;
  const inFiles = `${files} test file${files === 1 ? '' : 's'}`;
  return `source documents not found at ../shared: ${checks} check${checks === 1 ? '' : 's'} skipped in ${inFiles} (they run when ../shared is beside the project; see README)`;
}

/** Prints sharedSkipLine after vitest's own summary. */
export class SharedSkipReporter implements Reporter {
  private line: string | null = null;

  onTestRunEnd(modules: readonly TestModule[]): void {
    this.line = sharedSkipLine(countSharedSkips(modules));
  }

  // vitest 3 prints its summary in onFinished, called just after onTestRunEnd; printing here puts the line last.
  onFinished(): void {
    if (this.line) process.stdout.write(`\n${this.line}\n`);
    this.line = null;
  }
}
