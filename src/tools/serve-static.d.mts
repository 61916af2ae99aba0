/** Types of serve-static.mjs, for the TypeScript tests that import it. */
export declare function serveFolder(folder: string): Promise<{ readonly origin: string; close(): Promise<void> }>;
