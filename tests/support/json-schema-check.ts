// A small JSON Schema checker for the schemas in docs/ (not a test file itself).

/**
 * No JSON Schema library is a dependency, so the schema tests carry this checker for the keywords the schemas use;
 * it throws on any other keyword, so a schema cannot silently outgrow it. `$ref` reads the schema's own `$defs`.
 */
export type Schema = Record<string, unknown>;

const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', 'default', '$defs']);

function typeOf(v: unknown): string[] {
  if (v === null) return ['null'];
  if (Array.isArray(v)) return ['array'];
  if (typeof v === 'number') return Number.isInteger(v) ? ['number', 'integer'] : ['number'];
  return [typeof v];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether a value is valid against the root schema. */
export function schemaChecker(root: Schema): (v: unknown) => boolean {
  const valid = (schema: Schema, v: unknown): boolean => {
    for (const [k, rule] of Object.entries(schema)) {
      if (ANNOTATIONS.has(k)) continue;
      switch (k) {
        case '$ref': {
          const name = String(rule).replace('#/$defs/', '');
          if (!valid((root.$defs as Record<string, Schema>)[name] as Schema, v)) return false;
          break;
        }
        case 'type': {
          const types = Array.isArray(rule) ? rule : [rule];
          if (!typeOf(v).some((t) => types.includes(t))) return false;
          break;
        }
        case 'const':
          if (v !== rule) return false;
          break;
        case 'enum':
          if (!(rule as unknown[]).includes(v)) return false;
          break;
        case 'required':
          if (isObject(v) && !(rule as string[]).every((key) => key in v)) return false;
          break;
        case 'properties':
          if (isObject(v)) for (const [key, sub] of Object.entries(rule as Record<string, Schema>)) if (key in v && !valid(sub, v[key])) return false;
          break;
        case 'additionalProperties':
          if (isObject(v)) {
            const known = Object.keys((schema.properties as Schema | undefined) ?? {});
            for (const key of Object.keys(v)) {
              if (known.includes(key)) continue;
              if (rule === false || (isObject(rule) && !valid(rule, v[key]))) return false;
            }
          }
          break;
        case 'propertyNames':
          if (isObject(v) && !Object.keys(v).every((key) => valid(rule as Schema, key))) return false;
          break;
        case 'maxProperties':
          if (isObject(v) && Object.keys(v).length > (rule as number)) return false;
          break;
        case 'minProperties':
          if (isObject(v) && Object.keys(v).length < (rule as number)) return false;
          break;
        case 'items':
          if (Array.isArray(v) && !v.every((item) => valid(rule as Schema, item))) return false;
          break;
        case 'maxItems':
          if (Array.isArray(v) && v.length > (rule as number)) return false;
          break;
        case 'minItems':
          if (Array.isArray(v) && v.length < (rule as number)) return false;
          break;
        case 'minimum':
          if (typeof v === 'number' && v < (rule as number)) return false;
          break;
        case 'maximum':
          if (typeof v === 'number' && v > (rule as number)) return false;
          break;
        case 'minLength':
          if (typeof v === 'string' && [...v].length < (rule as number)) return false;
          break;
        case 'maxLength':
          if (typeof v === 'string' && [...v].length > (rule as number)) return false;
          break;
        case 'pattern':
          if (typeof v === 'string' && !new RegExp(rule as string, 'u').test(v)) return false;
          break;
        case 'oneOf':
          if ((rule as Schema[]).filter((s) => valid(s, v)).length !== 1) return false;
          break;
        case 'anyOf':
          if (!(rule as Schema[]).some((s) => valid(s, v))) return false;
          break;
        default:
          throw new Error(`the test's schema checker does not know the keyword "${k}"`);
      }
    }
    return true;
  };
  return (v) => valid(root, v);
}

/** A copy of `base` with the place at `path` replaced by `value`, or removed when `value` is undefined. */
export function replacedAt(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}
