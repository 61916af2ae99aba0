import { describe, it } from 'vitest';
import { hasShared, SKIP_MARK } from './shared.js';

type Body = () => void;
type TestBody = () => unknown;

/** A group of tests that read ../shared: skipped, with SKIP_MARK in its name, when ../shared is missing. */
export function describeWithShared(name: string, body: Body): void {
  if (hasShared()) describe(name, body);
  else describe.skip(`${name} ${SKIP_MARK}`, body);
}

/** One test that reads ../shared: skipped, with SKIP_MARK in its name, when ../shared is missing. */
export function itWithShared(name: string, body: TestBody, timeout?: number): void {
  if (hasShared()) it(name, body, timeout);
  else it.skip(`${name} ${SKIP_MARK}`, body, timeout);
}
