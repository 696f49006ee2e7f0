/**
 * A loader's re-read on a watcher event, one at a time. `astro dev` tells of a save as one or more
 * events (a file added, then changed; a hand and its episode's folder), and each started a re-read
 * of the whole folder at once: two re-reads in flight each cleared the store and filled it, and the
 * one that finished last won, even when it had read the folder before the save. Now an event during
 * a re-read asks for one more after it, so the store ends as the files are, and events that come
 * together cost one more read, not one each.
 */
export function serialSync(sync: () => Promise<void>, report: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        await sync();
      } catch (error) {
        // The store keeps what it had; the desk's preview names the problem (content-check-middleware.ts).
        report(error);
      }
    } while (again);
    running = undefined;
  };
  return () => {
    if (running) again = true;
    else running = run();
    return running;
  };
}
