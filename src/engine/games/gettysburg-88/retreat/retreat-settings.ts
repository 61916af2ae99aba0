import { isRecord } from '../../../core/field-error.js';
import { parseG88MovementSettings } from '../movement/parse-movement-settings.js';
import { G88_MOVEMENT_FORMAT, type MapExtentSetting } from '../movement/movement-settings.js';

/** The few movement settings a retreat reads; null where the user has not confirmed the figure. */
export interface RetreatSettings {
  readonly stackingLimit: number | null;
  /** The user's word that an enemy zone of control is the six hexes next to each enemy combat unit. */
  readonly zocAdjacentHexes: boolean | null;
  /** The columns and rows the user's map shows, where they have said. */
  readonly extent: MapExtentSetting | null;
  /** Where in the user's rulebook the figures come from, for citations. */
  readonly rule: string | null;
  /** True when the stored settings had errors and only these fields could be read from them. */
  readonly partly: boolean;
}

const NONE: RetreatSettings = { stackingLimit: null, zocAdjacentHexes: null, extent: null, rule: null, partly: false };

/** One field checked by the movement parser alone, so a mistake elsewhere in the settings does not hide it. */
function field<T>(
  patch: Record<string, unknown>,
  pick: (s: { stackingLimit: number | null; zoc: { adjacentHexes: boolean | null }; map: { extent: MapExtentSetting | null }; rule: string | null }) => T | null,
): T | null {
  const parsed = parseG88MovementSettings({ format: G88_MOVEMENT_FORMAT, ...patch });
  return parsed.ok ? pick(parsed.value) : null;
}

/**
 * Reads the '88 movement settings leniently: whole and valid, they are taken as they are; with errors, each
 * field the retreat needs is still taken when it is valid on its own; anything else counts as not confirmed.
 */
export function readRetreatSettings(settings: unknown): RetreatSettings {
  if (settings === null || settings === undefined) return NONE;
  const whole = parseG88MovementSettings(settings);
  if (whole.ok) return { stackingLimit: whole.value.stackingLimit, zocAdjacentHexes: whole.value.zoc.adjacentHexes, extent: whole.value.map.extent, rule: whole.value.rule, partly: false };
  if (!isRecord(settings)) return { ...NONE, partly: true };
  const zoc = isRecord(settings.zoc) ? settings.zoc.adjacentHexes : undefined;
  const extent = isRecord(settings.map) ? settings.map.extent : undefined;
  return {
    stackingLimit: field({ stackingLimit: settings.stackingLimit }, (s) => s.stackingLimit),
    zocAdjacentHexes: field({ zoc: { adjacentHexes: zoc } }, (s) => s.zoc.adjacentHexes),
    extent: field({ map: { extent } }, (s) => s.map.extent),
    rule: field({ rule: settings.rule }, (s) => s.rule),
    partly: true,
  };
}
