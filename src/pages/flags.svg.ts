/**
 * The flag sprite (lib/content/flags.ts): the flag of everyone with a profile (every season's cast,
 * not only the current one's), one <view> per country.
 */
import type { APIRoute } from 'astro';
import { getProfiled } from '../data/index.ts';
import { flagCountry, flagSprite } from '../lib/content/flags.ts';

export const GET: APIRoute = async () => {
  const codes = (await getProfiled()).map((m) => {
    const code = flagCountry(m.data.flag);
    if (!code) throw new Error(`content/cast/${m.id}.yaml: flag: "${m.data.flag}" is not a country flag`);
    return code;
  });
  return new Response(flagSprite(codes), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
};
