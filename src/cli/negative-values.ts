/**
 * node:util parseArgs reads `--drm -1` as an option followed by an unknown flag. Players write it that
 * way, so a value that looks like a negative number is joined to its option first (`--drm=-1`).
 */
export function joinNegativeValues(args: readonly string[], valueOptions: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const next = args[i + 1];
    if (valueOptions.includes(arg) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}
