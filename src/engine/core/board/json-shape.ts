import { pathIndex, pathKey } from './json-path.js';

/**
 * A cheap walk over untrusted JSON before it is read field by field: it stops at the first list or
 * object that is too deep or too long, or at too many values in all, so a hostile page cannot make a
 * validator recurse deeply or run for long. Iterative, and bounded even on a cyclic object.
 */
export interface ShapeLimits {
  /** Deepest nesting of lists and objects; the top value is depth 1. */
  readonly depth: number;
  /** Longest list, or object by its number of keys. */
  readonly width: number;
  /** Most values in all (lists, objects, strings, numbers…). */
  readonly nodes: number;
}

export interface ShapeProblem {
  readonly kind: 'depth' | 'width' | 'nodes';
  /** Where the walk stopped, as a JSON path ('(top)' for the value itself). */
  readonly path: string;
}

interface Step {
  readonly value: unknown;
  readonly depth: number;
  readonly parent: Step | null;
  readonly key: string | number;
}

function pathOf(step: Step): string {
  const keys: (string | number)[] = [];
  for (let s: Step | null = step; s && s.parent; s = s.parent) keys.push(s.key);
  let path = '';
  for (const k of keys.reverse()) path = typeof k === 'number' ? pathIndex(path, k) : pathKey(path, k);
  return path || '(top)';
}

export function checkJsonShape(value: unknown, limits: ShapeLimits): ShapeProblem | null {
  const stack: Step[] = [{ value, depth: 1, parent: null, key: '' }];
  let nodes = 0;
  while (stack.length > 0) {
    const step = stack.pop();
    if (!step) break;
    if (++nodes > limits.nodes) return { kind: 'nodes', path: pathOf(step) };
    const v = step.value;
    if (typeof v !== 'object' || v === null) continue;
    if (step.depth > limits.depth) return { kind: 'depth', path: pathOf(step) };
    if (Array.isArray(v)) {
      if (v.length > limits.width) return { kind: 'width', path: pathOf(step) };
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i], depth: step.depth + 1, parent: step, key: i });
    } else {
      const keys = Object.keys(v);
      if (keys.length > limits.width) return { kind: 'width', path: pathOf(step) };
      for (const k of keys) stack.push({ value: (v as Record<string, unknown>)[k], depth: step.depth + 1, parent: step, key: k });
    }
  }
  return null;
}

/** The problem as one sentence of what was expected, for a FieldError. */
export function describeShapeProblem(problem: ShapeProblem, limits: ShapeLimits): string {
  switch (problem.kind) {
    case 'depth':
      return `lists and objects nested at most ${limits.depth} deep`;
    case 'width':
      return `a list or object of at most ${limits.width} entries`;
    case 'nodes':
      return `at most ${limits.nodes} values in all`;
  }
}
