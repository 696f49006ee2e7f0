/**
 * Keeps a content change from reloading the desk's forms. A save reaches Astro's content store
 * about half a second later (seconds on a busy machine), and Astro's dev server then asks the
 * browser to reload every open page: Keystatic's editor and /desk/hands too, which threw away
 * whatever the staff had typed since the save. This Vite plugin sends that one reload as the event
 * CONTENT_CHANGED instead (lib/desk/content-reload.ts decides which), and content-reload-client.ts,
 * on every page of the desk, reloads the site's pages on it and leaves the forms as they are.
 */
import type { DevEnvironment, Plugin } from 'vite';
import { isStoreChange, toBrowser } from '../lib/desk/content-reload.ts';

type Send = (...args: readonly unknown[]) => void;
type Channel = Pick<DevEnvironment['hot'], 'send'>;

/** Puts `wrap` around a hot channel's `send`: every message to it goes through `wrap` first. */
function wrapSend(channel: Channel, wrap: (send: Send, args: readonly unknown[]) => void) {
  const send = channel.send.bind(channel) as Send;
  channel.send = ((...args: readonly unknown[]) => wrap(send, args)) as Channel['send'];
}

export function contentReload(): Plugin {
  return {
    name: 'desk-content-reload',
    apply: 'serve',
    configureServer(server) {
      // Astro tells its server environments that the store changed, then, in the same synchronous
      // run, sends the browser a full reload (invalidateDataStore in
      // astro/dist/content/vite-plugin-content-virtual-mod.js): a full reload sent while that run
      // lasts is the store's. The mark is cleared once it is over, so a store change with no reload
      // (the first load, at start) does not pass the next reload (the dependency optimizer's, say)
      // off as its own; and were Astro ever to await between the two, its reload would go through
      // as before rather than be lost.
      let storeChanged = false;
      for (const environment of Object.values(server.environments)) {
        if (environment === server.environments.client) continue;
        wrapSend(environment.hot, (send, args) => {
          if (isStoreChange(args) && !storeChanged) {
            storeChanged = true;
            queueMicrotask(() => (storeChanged = false));
          }
          send(...args);
        });
      }
      // The client environment's channel is server.ws itself (Vite's default client environment
      // takes it as its transport; Astro's reload after a source edit sends on server.ws): one wrap
      // covers both, and the Set wraps each once should they ever be two.
      for (const channel of new Set<Channel>([server.environments.client.hot, server.ws]))
        wrapSend(channel, (send, args) => send(...toBrowser(args, storeChanged)));
    },
  };
}
