/** A key hand's PHH file for the tests of its reading, as fields and as the text a file holds. */
export const VALID_PHH_HAND = {
  variant: 'NT',
  antes: [0, 0],
  blinds_or_straddles: [500, 1000],
  min_bet: 1000,
  starting_stacks: [20000, 30000],
  actions: ['d dh p1 AhKh', 'd dh p2 QsQd', 'p2 f'],
  players: ['ingrid-solberg', 'Chloé Marchand'],
  _title: 'The Last Hand',
};

/** Fields as a PHH file writes them: one `key = value` a line (JSON's values are TOML's here). */
export const phhTextOf = (doc: Record<string, unknown>): string =>
  Object.entries(doc)
    .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
    .join('\n');
