import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { hexOnScreen, openDemoReading, placeCounter } from './demo-board-page.js';
import { SETTLE, textOf } from './extension-browser.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * End to end on the demo board (examples/board/, Gettysburg 1977), as issue 13 asks: a player paints three woods
 * hexes and two elevations on the board itself, enters a strength in place, picks a battle, and sees the modifier
 * and the artillery line use what was painted; then exports a game pack, clears the marks, imports the pack and
 * gets the same answers. The site is granted as in board-demo.test.ts, the popup opened as a page for the demo's
 * tab (?tab=<id>). The overlay's root is closed: its host carries what the paint mode shows (data-paint-*).
 *
 * The position (strengths made up: the seed prints none): Archer on L34 attacks Gamble on M34; Pegram's guns on
 * L36, four hexes from Devin (L40). Under the optional longer artillery reach (5 hexes, stopped by woods) the line
 * from Pegram to Devin crosses L37, L38 and L39: painted woods on L38 stops it. Levels painted: M34 at 1, L34 at 0,
 * so the defender stands higher.
 */
const { started, openPage } = useGrantedSite('adjutant-paint-');

const DEFENDER_HIGHER = 'stands at level 1, above every attacker';

/** Waits until the paint bar has stored what was painted (its status line says "Stored."). */
async function storedCount(demo: Page, n: number): Promise<void> {
  await expect.poll(() => demo.locator('adjutant-overlay').getAttribute('data-paint-marked'), SETTLE).toBe(String(n));
}

/** Scrolls the demo's map pane until a hex is in view, as a player would before pointing at it. */
async function inView(demo: Page, hex: string): Promise<void> {
  await demo.locator('#map .hex-labels text').filter({ hasText: new RegExp(`^${hex}$`) }).scrollIntoViewIfNeeded();
}

async function click(demo: Page, hex: string): Promise<void> {
  await inView(demo, hex);
  const p = await hexOnScreen(demo, hex);
  await demo.mouse.click(p.x, p.y);
}

/** The popup's answers this test compares: the modifier line, the elevation questions, and the gun's reach of Devin. */
async function answers(popup: Page): Promise<{ elevation: string; asked: number; devin: string }> {
  const panel = popup.getByRole('region', { name: 'Modifiers' });
  await expect.poll(() => textOf(popup.getByTestId('odds')), SETTLE).toBe('2-1');
  const question = popup.getByLabel('Elevation of M34', { exact: true });
  // The panel reads the marks as it opens: wait until it either shows the line or asks.
  await expect.poll(async () => ((await panel.textContent()) ?? '').includes(DEFENDER_HIGHER) || (await question.count()) > 0, SETTLE).toBe(true);
  const elevation = (await panel.textContent()) ?? '';
  const asked = await question.count();
  const artillery = popup.locator('section.artillery summary').first();
  await artillery.click();
  await popup.getByLabel('Gun').selectOption('csa-pegram');
  await expect.poll(() => popup.locator('[data-testid="reach-targets"] li').count(), SETTLE).toBeGreaterThan(1);
  const devin = ((await popup.locator('[data-testid="reach-targets"] li').allTextContents()).find((l) => l.trim().startsWith('Devin')) ?? '').trim();
  await artillery.click();
  return { elevation: elevation.includes(DEFENDER_HIGHER) ? DEFENDER_HIGHER : 'no elevation line', asked, devin };
}

/**
 * The text of the file an extension page saves through its download link. Playwright reports no download from an
 * extension's own page, so the link's click is caught in the page and its blob read: the bytes the browser saves.
 */
async function saved(page: Page, act: () => Promise<void>): Promise<string> {
  await page.evaluate(() => {
    const w = window as unknown as { adjutantSaved?: Promise<string> };
    w.adjutantSaved = new Promise<string>((resolve) => {
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (!this.download) return click.call(this);
        HTMLAnchorElement.prototype.click = click;
        void fetch(this.href).then((r) => r.text()).then(resolve);
      };
    });
  });
  await act();
  return page.evaluate(() =>
    Promise.race([(window as unknown as { adjutantSaved: Promise<string> }).adjutantSaved, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no file was saved')), 10_000))]),
  );
}

async function pickBattle(demo: Page, popup: Page): Promise<void> {
  // The page keeps what was picked before: Escape clears it, so the Alt+clicks pick rather than unpick.
  await demo.keyboard.press('Escape');
  await demo.locator('#map [data-adjutant-unit="csa-archer"]').click({ modifiers: ['Alt'] });
  await demo.locator('#map [data-adjutant-unit="usa-gamble"]').click({ modifiers: ['Alt'] });
  await expect.poll(() => textOf(popup.getByTestId('board-selection')), SETTLE).toContain('Defending: Gamble (M34');
  await popup.getByRole('button', { name: 'Use selected counters' }).click();
}

it('paints woods and levels on the demo board; the modifier and the artillery line use them; a pack carries them to the same answers', async () => {
  const s = started();
  const log: string[] = [];
  const t0 = Date.now();
  const lap = (what: string) => {
    log.push(`${((Date.now() - t0) / 1000).toFixed(1)} s  ${what}`);
    console.info(log.at(-1));
  };

  // The players' agreed optional rule: the longer artillery reach.
  const options = await openPage(`chrome-extension://${s.extensionId}/options/options.html`);
  await options.getByLabel('Rule set game').selectOption('gettysburg-77');
  await options.getByLabel('Increased range of influence for artillery').check();
  await expect.poll(() => options.getByLabel('Increased range of influence for artillery').isChecked(), SETTLE).toBe(true);

  const { demo, popup } = await openDemoReading(s, openPage);
  await placeCounter(demo, 'Archer', 'csa-archer', 'L34', 8, 4);
  await placeCounter(demo, 'Pegram', 'csa-pegram', 'L36', 3, 2);
  lap('demo board read, Archer and Pegram placed');

  // Paint: the popup opens the paint bar on the page; then everything happens on the board.
  const started0 = Date.now();
  await popup.getByRole('button', { name: 'Paint terrain on the board' }).click();
  // The player looks at the board now: a tab in the background gets one animation frame a second.
  await demo.bringToFront();
  const overlay = demo.locator('adjutant-overlay');
  await expect.poll(() => overlay.getAttribute('data-paint'), SETTLE).toBe('on');
  const coverage0 = (await overlay.getAttribute('data-paint-coverage')) ?? '';
  // The rules' own sunken road is known before anything is painted.
  expect(Number(/terrain:(\d+)/.exec(coverage0)?.[1])).toBeGreaterThan(0);
  expect(await overlay.getAttribute('data-paint-brush')).toBe('woods');
  await click(demo, 'M34');
  await inView(demo, 'L39');
  await inView(demo, 'L38');
  const from = await hexOnScreen(demo, 'L38');
  const to = await hexOnScreen(demo, 'L39');
  await demo.mouse.move(from.x, from.y);
  await demo.mouse.down();
  await demo.mouse.move(to.x, to.y, { steps: 4 });
  await demo.mouse.up();
  await storedCount(demo, 3);
  await demo.keyboard.press('0');
  expect(await overlay.getAttribute('data-paint-brush')).toBe('level-1');
  await click(demo, 'M34');
  await demo.keyboard.press('9');
  await click(demo, 'L34');
  await storedCount(demo, 4);
  const coverage1 = (await overlay.getAttribute('data-paint-coverage')) ?? '';
  expect(Number(/terrain:(\d+)/.exec(coverage1)?.[1])).toBe(Number(/terrain:(\d+)/.exec(coverage0)?.[1]) + 3);
  expect(coverage1).toContain('elevation:2');
  // Escape ends painting: nothing else is drawn, so no element of Adjutant's stays on the page.
  await demo.keyboard.press('Escape');
  await expect.poll(() => overlay.count(), SETTLE).toBe(0);
  const painted = (Date.now() - started0) / 1000;
  lap(`painted 3 woods hexes (a click and a drag) and 2 levels (2 keys, 2 clicks) in ${painted.toFixed(1)} s`);

  // A strength the page does not show, entered in place in the popup where the answer needs it.
  await pickBattle(demo, popup);
  const gamble = popup.getByLabel('Strength of Gamble', { exact: true }).first();
  await gamble.fill('2');
  // Remembered as the player's own for this counter of this game.
  await expect.poll(() => textOf(popup.getByTestId('board-selection')), SETTLE).toContain('Defending: Gamble (M34, strength (yours))');
  expect(await gamble.inputValue()).toBe('2');
  await popup.getByRole('button', { name: 'Use selected counters' }).click();
  const enteredBy = (Date.now() - started0) / 1000;
  lap(`Gamble's strength entered in place; paint and strength took ${enteredBy.toFixed(1)} s`);
  expect(enteredBy).toBeLessThan(60);

  const first = await answers(popup);
  expect(first.elevation).toBe(DEFENDER_HIGHER);
  expect(first.asked).toBe(0);
  expect(first.devin).toBe('Devin (L40, 4 hexes): not reached — blocked by L38');
  lap('the modifier (defender higher) and the artillery line (blocked by woods at L38) use the paint');

  // Export the game pack in Options; clear the marks; the answers go back to asking.
  await options.reload();
  await options.getByLabel('Game pack game').selectOption('gettysburg-77');
  const file = join(mkdtempSync(join(tmpdir(), 'adjutant-pack-')), 'gettysburg-77-pack.json');
  await options.getByLabel('Edition', { exact: true }).fill('1977 Intermediate Game, our club’s copy');
  await options.getByLabel('Made by', { exact: true }).fill('The end-to-end test');
  writeFileSync(file, await saved(options, () => options.getByRole('button', { name: 'Export pack' }).click()).catch(async (e: unknown) => {
    console.info(await textOf(options.locator('section.game-packs')));
    throw e;
  }));
  const pack = JSON.parse(readFileSync(file, 'utf8')) as { format: string; hash: string; terrain?: Record<string, unknown>; orderOfBattle?: { name: string; strength: unknown }[] };
  expect(pack.format).toBe('adjutant-pack/1');
  expect(Object.keys(pack.terrain ?? {}).sort()).toEqual(['L34', 'L38', 'L39', 'M34']);
  expect(pack.orderOfBattle?.find((u) => u.name === 'Gamble')?.strength).toEqual({ full: 2, reduced: null });
  lap(`pack exported (${pack.hash.slice(0, 19)}…)`);

  // Reset: the marks and the remembered strength go (the opponent's browser has neither).
  await options.getByLabel('Terrain marks game').selectOption('gettysburg-77');
  await options.getByRole('button', { name: 'Clear all marks of this game' }).click();
  await options.getByRole('button', { name: 'Yes, delete them' }).click();
  await options.evaluate(() => chrome.storage.local.remove('unitStrengths'));
  await popup.reload();
  await expect.poll(() => textOf(popup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  await pickBattle(demo, popup);
  expect(await popup.getByLabel('Strength of Gamble', { exact: true }).first().inputValue()).toBe('');
  await popup.getByLabel('Strength of Gamble', { exact: true }).first().fill('2');
  await popup.getByRole('button', { name: 'Use selected counters' }).click();
  const cleared = await answers(popup);
  expect(cleared.asked).toBe(1);
  expect(cleared.elevation).toBe('no elevation line');
  expect(cleared.devin).not.toBe(first.devin);
  await options.evaluate(() => chrome.storage.local.remove('unitStrengths'));
  lap('marks and strengths cleared: the popup asks for Gamble’s strength and M34’s level again, and Devin’s line is no longer decided');

  // The opponent's side: import the pack; the same answers.
  await options.locator('#game-pack-file').setInputFiles(file);
  await options.getByRole('button', { name: 'Import', exact: true }).click();
  await expect.poll(() => textOf(options.getByRole('status')), SETTLE).toMatch(/^Imported gettysburg-77-pack\.json into Gettysburg \(1977\), Intermediate Game: added 4 hexes, 1 counter/);
  await popup.reload();
  await expect.poll(() => textOf(popup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  await pickBattle(demo, popup);
  expect(await answers(popup)).toEqual(first);
  lap('pack imported: the same answers');

  console.info(`board-paint steps and timings:\n${log.join('\n')}`);
  await demo.close();
  await popup.close();
  await options.close();
  expect(s.errors).toEqual([]);
}, 180_000);
