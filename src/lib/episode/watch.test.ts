import { describe, expect, it } from 'vitest';
import { watchOptions } from './watch.ts';

const partners = {
  broadcaster: { name: 'Apex Sports', url: 'https://apexsports.tv' },
  streaming: { name: 'Apex+', url: 'https://plus.apexsports.tv' },
};

describe('watchOptions', () => {
  it("is the broadcaster then the streamer, at the episode's own URLs where given", () => {
    expect(watchOptions(partners, { streaming: 'https://plus.apexsports.tv/ep1' })).toEqual([
      { key: 'broadcaster', name: 'Apex Sports', url: 'https://apexsports.tv', own: false },
      { key: 'streaming', name: 'Apex+', url: 'https://plus.apexsports.tv/ep1', own: true },
    ]);
  });
  it("falls back to the partners' home pages", () => {
    expect(watchOptions(partners, undefined).map((p) => [p.url, p.own])).toEqual([
      ['https://apexsports.tv', false],
      ['https://plus.apexsports.tv', false],
    ]);
  });
});
