/** Types of regroup-chunks.mjs, for the TypeScript tests that import it. */
import type { Metafile } from 'esbuild';

export interface OutFile {
  readonly path: string;
  readonly contents: Uint8Array;
}

export interface MetaOutput {
  bytes: number;
  imports: { path: string; kind: 'import-statement' | 'dynamic-import' }[];
  entryPoint?: string;
  inputs: Record<string, { bytesInOutput: number }>;
}

export declare function regroupChunks(o: {
  root: string;
  outdir: string;
  files: readonly { path: string; text: string }[];
  meta: Metafile;
  entry: string;
  source: string;
  entryFileName: string;
  chunkDir: string;
}): Promise<{ files: OutFile[]; meta: { outputs: Record<string, MetaOutput> } }>;
