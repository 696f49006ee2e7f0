/** WebKitGTK's MiniBrowser, driven over classic WebDriver by WebdriverIO through WebKitWebDriver. */
import { spawn, type ChildProcess } from 'node:child_process';
import axeCore from 'axe-core';
import { Key, remote } from 'webdriverio';
import { AXE_TAGS } from '../e2e/axe.ts';
import { TIMEOUTS } from '../e2e/timeouts.ts';
import { ENGINE_BINARIES } from '../scripts/test-runner/os-packages.mjs';
import { fakeTimers, loaded, openerOf, runAxe, TIME_ZONE, waitFor, type Engine } from './engine.ts';
import { VIEWPORT } from './first-screen.ts';
import { openRecorded, recorded, scrollToMiddle, type OpenOptions } from './recorder.ts';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Waits for a child process to write text matching `pattern` on its descriptor `fd`; returns the match. */
function lineFrom(child: ChildProcess, fd: number, pattern: RegExp, what: string) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`${what} was not ready in ${TIMEOUTS.engineStart / 1000} s: ${text}`)),
      TIMEOUTS.engineStart,
    );
    const stream = child.stdio[fd] as NodeJS.ReadableStream;
    stream.on('data', (d: Buffer) => {
      text += d.toString();
      const match = pattern.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it was ready: ${text}`));
    });
  });
}

/**
 * WebKitGTK (MiniBrowser) through WebKitWebDriver, on an Xvfb display of its own. `port` is the
 * driver's; `javaScript: false` turns JavaScript off as a visitor does (MiniBrowser's
 * enable-javascript: the page matches (scripting: none)), which WebDriver's own scripts still run under.
 */
export async function startWebKit({
  port,
  javaScript = true,
}: {
  port: number;
  javaScript?: boolean;
}): Promise<Engine> {
  // Each started in a process group of its own, ended with everything it started (MiniBrowser and
  // its web processes are WebKitWebDriver's children), also when the worker exits without teardown.
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    }
    process.off('exit', stop);
  };
  process.once('exit', stop);
  try {
    // -displayfd: Xvfb picks a free display and writes its number to fd 3 (no lock-file race between workers).
    const xvfb = spawn(ENGINE_BINARIES.xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(xvfb);
    const [display] = await lineFrom(xvfb, 3, /\d+/, 'Xvfb');
    const driver = spawn(ENGINE_BINARIES.webKitWebDriver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: `:${display}`, TZ: TIME_ZONE },
      stdio: 'ignore',
      detached: true,
    });
    children.push(driver);
    await waitFor(
      'WebKitWebDriver',
      async () => {
        if (driver.exitCode !== null)
          throw new Error(`WebKitWebDriver exited (${driver.exitCode}): is port ${port} free?`);
        return fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok);
      },
      TIMEOUTS.engineStart,
    );
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      // A command the driver never answers (its execute/sync has hung once in a clean run) fails the
      // test after a page load's limit, once: WebdriverIO's own default waits 120 s and resends it 3
      // times, and a resent window.open would open a second window.
      connectionRetryTimeout: TIMEOUTS.navigation,
      connectionRetryCount: 0,
      // WebKitWebDriver's own capability, which WebdriverIO's types do not list.
      capabilities: {
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: [
            '--automation',
            '--javascript-can-open-windows-automatically=true',
            `--enable-javascript=${javaScript}`,
          ],
        },
      } as WebdriverIO.Capabilities,
    });
    const opener = await browser.getWindowHandle();
    let popup: string | undefined;
    const engine: Engine = {
      name: 'webkit',
      async open(url, { now, landsOn = url } = {}) {
        // The last window is closed by the opener (recorder.ts), not by WebDriver's Close Window:
        // WebdriverIO ends the session when that command's answer lists no window, which
        // WebKitWebDriver's sometimes does while the opener is still there.
        popup = undefined;
        await browser.switchToWindow(opener);
        if ((await browser.getUrl()) !== openerOf(url)) await browser.url(openerOf(url));
        const before = await browser.getWindowHandles();
        const options: OpenOptions = {
          ...VIEWPORT,
          now,
          fakeTimers: now === undefined ? undefined : await fakeTimers(),
        };
        if (!(await browser.execute(openRecorded, url, options))) throw new Error(`window.open(${url}) was refused`);
        const opened = async () => (await browser.getWindowHandles()).find((h) => !before.includes(h));
        await waitFor('the new window', async () => Boolean(await opened()));
        popup = await opened();
        if (!popup) throw new Error(`no window opened for ${url}`);
        await browser.switchToWindow(popup);
        await waitFor(`${landsOn} to load`, () => browser.execute(loaded, landsOn), TIMEOUTS.navigation);
      },
      evaluate: (fn, ...args) => browser.execute(fn as never, ...(args as unknown as never[])) as never,
      async frame(selector) {
        await browser.switchToParentFrame();
        if (selector) await browser.switchFrame(await browser.$(selector));
      },
      async axe() {
        await browser.execute(axeCore.source);
        return browser.execute(runAxe, [...AXE_TAGS]);
      },
      async click(selector) {
        await browser.execute(scrollToMiddle, selector);
        await (await browser.$(selector)).click();
      },
      async fill(selector, text) {
        await (await browser.$(selector)).setValue(text);
      },
      async press(key) {
        await browser.keys([Key[key]]);
      },
      async record() {
        const found = await browser.execute(recorded);
        if (!found) throw new Error(`${await browser.getUrl()} is not the page the opener recorded`);
        return found;
      },
      async close() {
        try {
          await browser.deleteSession();
        } finally {
          stop();
        }
      },
    };
    return engine;
  } catch (error) {
    stop();
    throw error;
  }
}
