import { describe, expect, it } from 'vitest';
import { RuleEntryView } from '../../popup/rule-entry-view.js';
import { ALL_ENTRIES } from '../../src/engine/rules.js';
import { mount, text } from './render-helper.js';

const entry = (calculator: string) => {
  const found = ALL_ENTRIES.find((e) => e.calculator === calculator);
  if (!found) throw new Error(`no entry filed under ${calculator}`);
  return found;
};

describe('an entry’s calculator', () => {
  it.each([
    ['movement', 'Movement'],
    ['retreat', 'Retreat priority'],
    ['artillery', 'Artillery'],
  ])('is named where it is built: %s', async (calculator, name) => {
    const root = await mount(<RuleEntryView entry={entry(calculator)} onShow={() => undefined} onClose={() => undefined} />);
    expect(text(root)).toContain(`Calculator: ${name}`);
  });
});
