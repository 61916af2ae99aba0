import type { Parsed } from '../engine/index.js';
import { jsonStore, type JsonStore } from './json-store.js';

/** Largest file accepted, in characters of JSON. */
export const TYPED_FILE_IMPORT_LIMIT = 200_000;

/**
 * A file the user types in from their own card or map (High Tide's morale ratings, They Met's area TEMs):
 * one per browser under one key, kept as typed (so it is edited and exported as written) and checked with
 * the engine's parser on every save and load.
 */
export function typedFileStore<Input, Value>(key: string, what: string, parse: (input: unknown) => Parsed<Value>): JsonStore<Input, Value> {
  return jsonStore<Input, Value>({ key, version: 2, what, parse, keep: (input) => input as Input, textChars: TYPED_FILE_IMPORT_LIMIT });
}
