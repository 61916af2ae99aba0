import { describe, expect, it } from 'vitest';
import { facesText, loserOf, OutcomeChart } from '../../popup/outcome-chart.js';
import { formatPercent, gameModule, resolveCombat } from '../../src/engine/index.js';
import { byTestId, mount, text } from './render-helper.js';

/** The chart of a 1977 battle of 6 against 3 (2-1): each bar says who the result costs and which rolls give it. */
describe('the outcome chart', () => {
  const a = resolveCombat(gameModule('gettysburg-77'), { game: 'gettysburg-77', attack: { kind: 'total', strength: 6 }, defense: { kind: 'total', strength: 3 }, drm: 0 }, null);

  it('marks each result by who loses, with a pattern as well as a colour, and keys only the kinds shown', async () => {
    const root = await mount(<OutcomeChart outcomes={a.outcomes} />);
    const bars = [...root.querySelectorAll<SVGRectElement>('[data-testid="outcome-chart"] rect.chart-bar')];
    expect(bars).toHaveLength(a.outcomes.length);
    for (const [i, o] of a.outcomes.entries()) {
      const loser = loserOf(o);
      expect(bars[i]?.getAttribute('data-loser')).toBe(loser);
      if (loser !== 'neither') expect(bars[i]?.getAttribute('fill')).toBe(`url(#loses-${loser})`);
      // The meaning decides it: a step lost or a retreat, on one side or both.
      const m = o.meaning;
      if (m) expect(loser === 'attacker' || loser === 'both').toBe(m.attackerSteps > 0 || m.attackerRetreats);
    }
    const key = text(byTestId(root, 'outcome-key'));
    for (const loser of new Set(a.outcomes.map(loserOf))) expect(key).toContain({ attacker: 'the attacker loses', defender: 'the defender loses', both: 'both lose', neither: 'no loss' }[loser]);
  });

  it('gives the rolls of each result, and they cover the die once', async () => {
    const root = await mount(<OutcomeChart outcomes={a.outcomes} />);
    const label = byTestId(root, 'outcome-chart').getAttribute('aria-label') ?? '';
    for (const o of a.outcomes) expect(label).toContain(`rolls ${facesText(o.rolls)}`);
    expect(a.outcomes.flatMap((o) => o.rolls).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(facesText([6, 1, 2, 3])).toBe('1–3, 6');
  });

  it('puts the next column beside it: each result with its chance there, at the same modifier', async () => {
    expect(a.next?.odds).toBe('3-1');
    // The next column computed directly: 9 against 3 is 3-1 with no modifier.
    const b = resolveCombat(gameModule('gettysburg-77'), { game: 'gettysburg-77', attack: { kind: 'total', strength: 9 }, defense: { kind: 'total', strength: 3 }, drm: 0 }, null);
    expect(a.nextOutcomes).toEqual(b.outcomes);
    const root = await mount(<OutcomeChart outcomes={a.outcomes} odds={a.odds} next={{ odds: '3-1', outcomes: a.nextOutcomes }} />);
    expect(text(byTestId(root, 'next-column-head'))).toBe('next 3-1');
    const shown = new Map([...root.querySelectorAll('[data-next-result]')].map((t) => [t.getAttribute('data-next-result'), t.textContent]));
    const results = new Set([...a.outcomes, ...b.outcomes].map((o) => o.result));
    expect([...shown.keys()].sort()).toEqual([...results].sort());
    for (const o of b.outcomes) expect(shown.get(o.result)).toBe(formatPercent(o.probability));
    for (const r of results) if (!b.outcomes.some((o) => o.result === r)) expect(shown.get(r)).toBe('0%');
    expect(byTestId(root, 'outcome-chart').getAttribute('aria-label')).toContain('In the next column, 3-1: ');
  });

  it('gives no next column beside the highest one', () => {
    const top = resolveCombat(gameModule('gettysburg-77'), { game: 'gettysburg-77', attack: { kind: 'total', strength: 60 }, defense: { kind: 'total', strength: 3 }, drm: 0 }, null);
    expect(top.next).toBeNull();
    expect(top.nextOutcomes).toEqual([]);
  });
});
