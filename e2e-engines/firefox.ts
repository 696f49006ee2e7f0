/** Firefox ESR, driven over WebDriver BiDi by Puppeteer (engine.ts says why not WebdriverIO). */
import { TIMEOUTS } from '../e2e/timeouts.ts';
import axeCore from 'axe-core';
import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';
import { AXE_TAGS } from '../e2e/axe.ts';
import { ENGINE_BINARIES } from '../scripts/test-runner/os-packages.mjs';
import { fakeTimers, loaded, openerOf, runAxe, TIME_ZONE, waitFor, type Engine } from './engine.ts';
import { VIEWPORT } from './first-screen.ts';
import { openRecorded, recorded, scrollToMiddle, type OpenOptions } from './recorder.ts';

/** Firefox ESR over WebDriver BiDi (Puppeteer). `javaScript: false` starts it with scripts off. */
export async function startFirefox({ javaScript = true } = {}): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: ENGINE_BINARIES.firefox,
    headless: true,
    acceptInsecureCerts: true,
    timeout: TIMEOUTS.engineStart,
    env: { ...process.env, TZ: TIME_ZONE },
    extraPrefsFirefox: {
      'javascript.enabled': javaScript,
      // The opener's window.open comes from no click.
      'dom.disable_open_during_load': false,
      // Scrollbars over the page, as on a phone (and in the Chromium it is compared with).
      'ui.useOverlayScrollbars': 1,
    },
  });
  const opener: Page = (await browser.pages())[0] ?? (await browser.newPage());
  let page: Page | undefined;
  /** The frame acted in (frame()), or the page. */
  let inFrame: Frame | undefined;
  const current = () => {
    if (!page) throw new Error('no page is open');
    return page;
  };
  const target = () => inFrame ?? current();
  return {
    name: 'firefox',
    async open(url, { now, landsOn = url } = {}) {
      page = undefined;
      inFrame = undefined;
      if (!javaScript) {
        await (await browser.pages()).find((p) => p !== opener)?.close();
        page = await browser.newPage();
        await page.setViewport(VIEWPORT);
        await page.goto(url, { waitUntil: 'load' });
        return;
      }
      if (opener.url() !== openerOf(url)) await opener.goto(openerOf(url));
      const popup = new Promise<Page>((resolve) => opener.once('popup', (p) => p && resolve(p)));
      const options: OpenOptions = { ...VIEWPORT, now, fakeTimers: now === undefined ? undefined : await fakeTimers() };
      if (!(await opener.evaluate(openRecorded, url, options))) throw new Error(`window.open(${url}) was refused`);
      page = await popup;
      // The window's own chrome takes 53 px of the 780 window.open asked for: the page gets all of it.
      await page.setViewport(VIEWPORT);
      const opened = page;
      await waitFor(`${landsOn} to load`, () => opened.evaluate(loaded, landsOn), TIMEOUTS.navigation);
    },
    evaluate: (fn, ...args) => target().evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      await target().evaluate(scrollToMiddle, selector);
      await target().click(selector);
    },
    async fill(selector, text) {
      await target().$eval(selector, (el) => {
        (el as HTMLInputElement).value = '';
      });
      await target().type(selector, text);
    },
    async frame(selector) {
      inFrame = undefined;
      if (!selector) return;
      const frame = await (await current().$(selector))?.contentFrame();
      if (!frame) throw new Error(`no frame matches ${selector}`);
      inFrame = frame;
    },
    async axe() {
      await target().evaluate(axeCore.source);
      return target().evaluate(runAxe, [...AXE_TAGS]);
    },
    async press(key) {
      await current().keyboard.press(key);
    },
    async record() {
      const found = await current().evaluate(recorded);
      if (!found) throw new Error(`${current().url()} is not the page the opener recorded`);
      return found;
    },
    async close() {
      await browser.close();
    },
  };
}
