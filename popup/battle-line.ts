import type { BattleDraft, UnitDraft } from './battle-draft.js';

function side(units: readonly UnitDraft[], one: string, many: string): string {
  if (units.length === 0) return `no ${many}`;
  const names = units.map((u, i) => u.name.trim() || `${one} ${i + 1}`);
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return `${units.length} ${units.length === 1 ? one : many} (${shown})`;
}

/**
 * The battle as typed, in one line for the folded form: "1 attacker (Archer) against 1 defender (Gamble),
 * modifier −1 typed, odds set to 3-1". Only what the player entered: the answer above says what it makes.
 */
export function battleLine(d: BattleDraft): string {
  const forces =
    d.mode === 'totals'
      ? d.attackTotal === '' && d.defenseTotal === ''
        ? 'nothing entered yet'
        : `attack ${d.attackTotal || '?'} against defence ${d.defenseTotal || '?'}`
      : d.attackers.length + d.defenders.length === 0
        ? 'nothing entered yet'
        : `${side(d.attackers, 'attacker', 'attackers')} against ${side(d.defenders, 'defender', 'defenders')}`;
  const drm = d.drm.trim();
  const extras = [
    drm !== '' && drm !== '0' ? `modifier ${drm} typed` : null,
    d.overrideAttack !== '' ? `attack set to ${d.overrideAttack}` : null,
    d.overrideDefense !== '' ? `defence set to ${d.overrideDefense}` : null,
    d.overrideOdds !== '' ? `odds set to ${d.overrideOdds}` : null,
  ].filter((x): x is string => x !== null);
  return [forces, ...extras].join(', ');
}
