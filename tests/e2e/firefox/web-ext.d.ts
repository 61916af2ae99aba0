/** The one part of web-ext's programmatic API the lint test uses (web-ext ships no types). */
declare module 'web-ext' {
  export interface LintMessage {
    readonly _type: 'error' | 'warning' | 'notice';
    readonly code: string;
    readonly message: string;
    readonly description?: string;
    readonly file?: string;
    readonly line?: number;
    readonly column?: number;
  }
  export interface LintReport {
    readonly count: number;
    readonly errors: readonly LintMessage[];
    readonly warnings: readonly LintMessage[];
    readonly notices: readonly LintMessage[];
  }
  export const cmd: {
    lint(
      params: { sourceDir: string; output: 'none' | 'json' | 'text'; boring?: boolean; selfHosted?: boolean },
      options: { shouldExitProgram: boolean },
    ): Promise<LintReport>;
  };
}
