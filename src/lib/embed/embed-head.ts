/**
 * An embed page's own head words: its title and description name it as the hand's embed, so no
 * two pages share them (its canonical is the hand's page, and it is kept out of search results).
 */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/**
 * The embed's document title: "Three Stacks in the Middle: EP01 Key Hand (Embed) | The Last Stack",
 * shorter when long. `words` is the hand page's title words (lib/hand-words/words.ts handTitle), which name
 * the episode: two seasons' hands may share a title. The site's name goes before the episode does.
 */
export function embedTitle(words: string, title: string, siteName: string): string {
  const fits = (t: string) => t.length <= TITLE_MAX;
  const named = [`${words} (Embed)`, `${title} (Embed)`].flatMap((t) => [`${t} | ${siteName}`, t]);
  return named.find(fits) ?? `${title} (Embed)`;
}

/** Which hand, of which show, to put in an article: never what happened. */
export function embedDescription(code: string, siteName: string, title: string): string {
  const head = `“${title}”, ${code} key hand of ${siteName}, to embed`;
  return (
    [
      `${head}: its table action by action, with each player’s chances, in your article.`,
      `${head} in an article.`,
    ].find((d) => d.length <= DESCRIPTION_MAX) ??
    `${code} key hand of ${siteName}, to embed: its table action by action, with each player’s chances.`
  );
}
