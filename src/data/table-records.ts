/**
 * Every player's figures in the aired key hands (lib/records/table-record.ts), counted once a build:
 * each profile and each player's own page of hands reads its own, where each used to count every
 * aired hand of the show again (pages build in one process, so the promise holds across them).
 */
import { playerRecords, type PlayerRecord } from '../lib/records/table-record.ts';
import { airedHand, getKeyHands } from './key-hands.ts';

let records: Promise<Map<string, PlayerRecord>> | undefined;

const getPlayerRecords = (): Promise<Map<string, PlayerRecord>> =>
  (records ??= getKeyHands().then((keyHands) => playerRecords(keyHands.map(airedHand))));

/** `player`'s figures; undefined while none of their hands has aired. */
export const getPlayerRecord = async (player: string): Promise<PlayerRecord | undefined> =>
  (await getPlayerRecords()).get(player);
