import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, choose, click, mount, text, type, waitFor } from './render-helper.js';

async function open(platform = fakePlatform()) {
  const root = await mount(<PopupApp platform={platform} />);
  await waitFor(() => byLabel(root, 'Game'));
  return root;
}

describe('popup, copying and checking the page', () => {
  it('Copy result copies the result card with the odds and the rules cited, and says Copied', async () => {
    const platform = fakePlatform();
    const root = await open(platform);
    const status = root.querySelector('[role="status"]');
    expect(status).not.toBeNull();
    expect(text(status)).toBe('');
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '14');
    await click(button(root, 'Copy result'));
    expect(platform.copied).toHaveLength(1);
    const card = platform.copied[0] ?? '';
    expect(card).toContain('Gettysburg (1977), Intermediate Game');
    expect(card).toContain('Odds 1-2');
    expect(card).toContain('Gettysburg (Avalon Hill, 1977), Intermediate Game rules, Combat 2; Odds Determination Table');
    expect(card).toContain('Gettysburg (Avalon Hill, 1977), Intermediate Game rules, Combat Results Table');
    expect(text(root.querySelector('[role="status"]'))).toBe('Copied');
  });

  it('the copied card lists a modification typed by hand, in plain text, BBCode for forums or Markdown', async () => {
    const platform = fakePlatform();
    const root = await open(platform);
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '14');
    const typed = root.querySelector<HTMLInputElement>('#drm');
    if (!typed) throw new Error('no die-roll modification field');
    await type(typed, '-3');
    await click(button(root, 'Copy result'));
    expect(platform.copied[0]).toContain(' -3 other modification (typed by hand)');
    await choose(byLabel<HTMLSelectElement>(root, 'Copy format'), 'bbcode');
    await click(button(root, 'Copy result'));
    const bbcode = platform.copied[1] ?? '';
    expect(bbcode.split('\n')[0]).toBe('[b]Adjutant — Gettysburg (1977), Intermediate Game[/b]');
    expect(bbcode).toContain('[list]\n[*]-3 other modification (typed by hand)\n[/list]');
    expect(bbcode).not.toMatch(/\[(?!\/?(b|list|\*)\])/);
    await choose(byLabel<HTMLSelectElement>(root, 'Copy format'), 'markdown');
    await click(button(root, 'Copy result'));
    const markdown = platform.copied[2] ?? '';
    expect(markdown.split('\n')[0]).toBe('**Adjutant — Gettysburg (1977), Intermediate Game**');
    expect(markdown).toContain('- -3 other modification (typed by hand)');
    expect(markdown).toContain('- Gettysburg (Avalon Hill, 1977), Intermediate Game rules, Combat 2; Odds Determination Table');
  });

  it('the copied card marks a value set by hand', async () => {
    const platform = fakePlatform();
    const root = await open(platform);
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '14');
    await type(byLabel(root, 'Override attack'), '14');
    await click(button(root, 'Copy result'));
    expect(platform.copied[0]).toContain('Attack 14 (set by hand)');
  });

  it('a clipboard failure is reported, not hidden', async () => {
    const root = await open(fakePlatform({ copyFails: true }));
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '14');
    await click(button(root, 'Copy result'));
    expect(text(root.querySelector('[role="status"]'))).toBe('Could not copy: clipboard blocked');
  });

  it('there is nothing to copy before an answer', async () => {
    const root = await open();
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === 'Copy result')).toBe(false);
  });

  it('Check this page shows the host of a ready page', async () => {
    const platform = fakePlatform({ probe: { type: 'probe', status: 'ready', host: 'example.org', board: false } });
    const root = await open(platform);
    await click(button(root, 'Check this page'));
    expect(platform.probes).toBe(1);
    await waitFor(() => expect(text(root.querySelector('[data-testid="page-check"]'))).toBe('This page (example.org) shows no board Adjutant can read yet.'));
  });

  it('Check this page shows why a page cannot be checked', async () => {
    const root = await open(fakePlatform({ probe: { type: 'probe', status: 'unavailable', reason: 'Browser pages cannot be read.' } }));
    await click(button(root, 'Check this page'));
    await waitFor(() => expect(text(root.querySelector('[data-testid="page-check"]'))).toBe('This page cannot be checked: Browser pages cannot be read.'));
  });
});
