import type { Board } from '../../core/board/board.js';
import { step } from '../../core/explanation.js';
import { named, namedList, type PlacedUnit } from './battle-forces.js';
import { hexProtection, PROTECTION_RULE, PROTECTION_WORDS } from './hex-protection.js';
import { findings, tableLine, type ModifierFindings } from './modifier-findings.js';

function isUnionCavalry(p: PlacedUnit): boolean {
  return p.unit.side === 'union' && p.unit.type === 'cavalry';
}

/**
 * Breastworks, town and sunken-road hexes: +1 once when at least one defending combat unit other than
 * Union cavalry is in one. A town hex is known only where the board gives the hex's terrain.
 */
export function protectionModifier(board: Board, defenders: readonly PlacedUnit[]): ModifierFindings {
  const out = findings();
  const eligible = defenders.filter((d) => !isUnionCavalry(d));
  const found = eligible.map((d) => ({ d, p: hexProtection(board, d.hex) }));
  const sheltered = found.filter((f) => f.p.kinds.length > 0);
  if (sheltered.length > 0) {
    const reasons = sheltered.map((f) => `${named(f.d)} is ${f.p.kinds.map((k) => PROTECTION_WORDS[k]).join(' and ')}`);
    out.lines.push(tableLine('defender-protected', 1, `${reasons.join('; ')}${sheltered.length > 1 ? ' (the line counts once)' : ''}.`));
  } else {
    for (const f of found.filter((x) => !x.p.terrainKnown)) {
      const id = `town:${f.d.hex}`;
      if (out.undecided.some((u) => u.id === id)) continue;
      out.undecided.push({ id, question: `Is ${f.d.hex} (${f.d.unit.name}, defending) a Gettysburg town hex, one with a dark centre point? The board does not give its terrain.` });
    }
  }
  const cavalry = defenders.filter(isUnionCavalry).filter((d) => hexProtection(board, d.hex).kinds.length > 0);
  if (cavalry.length > 0 && sheltered.length === 0) {
    out.notes.push(step(`${namedList(cavalry)}: Union cavalry gains no modification from breastworks, town or sunken-road hexes.`, PROTECTION_RULE));
  }
  return out;
}
