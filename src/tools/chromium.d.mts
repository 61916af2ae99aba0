/** Types of chromium.mjs, for the TypeScript tests that import it. */
import type { BrowserContext } from 'playwright-core';

export declare const INSTALL_HELP: string;

export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;

export interface ExtensionBrowser {
  readonly context: BrowserContext;
  readonly extensionId: string;
  readonly executablePath: string;
  /** Closes the browser and deletes its throwaway profile (a kept one stays). */
  close(): Promise<void>;
}

export declare function launchExtension(options: {
  extensionDir: string;
  headless: boolean;
  viewport?: { width: number; height: number } | null;
  /** A profile folder to use and keep; without it each launch gets a throwaway one. */
  profile?: string;
}): Promise<ExtensionBrowser>;
