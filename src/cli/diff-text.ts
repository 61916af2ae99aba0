import type { BoardDiff, ControlChanged, DiffUnit, LikelyBattle, MarkerHolder, VpTotals } from '../engine/index.js';
import type { PieceDiff } from '../readers/vassal/index.js';
import { plural } from '../ui-text.js';
import { oneLine } from './one-line.js';

/** The two diffs for a person: a heading per kind of change that has any, a line per change. */

const HOLDER: Record<MarkerHolder, string> = { union: 'Union', confederate: 'Confederate', present: 'placed' };
const MARKER = { occupation: 'occupation marker', breastworks: 'breastworks', build: 'breastworks being built' } as const;

const unitWords = (u: DiffUnit): string => `${oneLine(u.name)} (${oneLine(u.unit)})`;

function section<T>(title: string, items: readonly T[], line: (item: T, index: number) => string): string[] {
  return items.length === 0 ? [] : [`${title} (${items.length}):`, ...items.map((item, index) => `  ${line(item, index)}`)];
}

function controlLine(c: ControlChanged): string {
  const holder = (h: MarkerHolder | null): string => (h === null ? 'none' : HOLDER[h]);
  return `${oneLine(c.hex)}: ${MARKER[c.marker]} ${holder(c.from)} → ${holder(c.to)}`;
}

function battleLine(b: LikelyBattle, i: number): string {
  const names = (us: readonly DiffUnit[]): string => (us.length === 0 ? '(none)' : us.map((u) => oneLine(u.name)).join(', '));
  return `${i + 1}. ${names(b.attackers)} against ${names(b.defenders)} at ${b.hexes.map(oneLine).join(', ')}: ${b.evidence.map(oneLine).join('; ')}`;
}

function vpLine(name: string, t: VpTotals): string {
  return `  ${name}: Union ${t.union} VP, Confederate ${t.confederate} VP${t.undecided.length > 0 ? ` (${plural(t.undecided.length, 'question')} open, not counted)` : ''}`;
}

export function boardDiffText(gameName: string, from: string, to: string, d: BoardDiff): string {
  const changes = [
    ...section('Moved', d.moved, (m) => `${unitWords(m)}: ${oneLine(m.from)} → ${oneLine(m.to)}`),
    ...section('Lost steps', d.lost, (l) => `${unitWords(l)}: ${plural(l.steps, 'step')}`),
    ...section('Regained steps', d.regained, (l) => `${unitWords(l)}: ${plural(l.steps, 'step')}`),
    ...section('Eliminated', d.eliminated, (u) => unitWords(u)),
    ...section('Arrived', d.arrived, (a) => `${unitWords(a)} at ${oneLine(a.at)}`),
    ...section('Exited', d.exited, (e) => `${unitWords(e)}${e.from === null ? '' : ` from ${oneLine(e.from)}`}`),
    ...section('State', d.status, (s) => `${unitWords(s)}: ${s.from} → ${s.to}`),
    ...section('Markers', d.control, controlLine),
    ...section('Likely battles', d.battles, battleLine),
  ];
  const vp = d.vp ? ['Victory points:', vpLine('before', d.vp.before), vpLine('after', d.vp.after)] : [];
  return [
    `${gameName}: from ${oneLine(from)} to ${oneLine(to)}`,
    ...(changes.length === 0 ? ['Nothing changed on the map.'] : changes),
    ...vp,
    ...(d.notes.length === 0 ? [] : ['Notes:', ...d.notes.map((n) => `  - ${oneLine(n)}`)]),
  ].join('\n');
}

export function pieceDiffText(heading: string, d: PieceDiff): string {
  const changes = [
    ...section('Moved', d.moved, (m) => `${oneLine(m.piece)}  ${oneLine(m.name)}: ${oneLine(m.from)} → ${oneLine(m.to)}`),
    ...section('Added', d.added, (a) => `${oneLine(a.piece)}  ${oneLine(a.name)} at ${oneLine(a.at)}`),
    ...section('Removed', d.removed, (r) => `${oneLine(r.piece)}  ${oneLine(r.name)} from ${oneLine(r.from)}`),
  ];
  return [
    heading,
    ...(changes.length === 0 ? ['No piece moved, and none was added or removed.'] : changes),
    ...(d.notes.length === 0 ? [] : ['Notes:', ...d.notes.map((n) => `  - ${oneLine(n)}`)]),
  ].join('\n');
}
