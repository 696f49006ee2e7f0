/** An entry the content must have, or an error naming its file (content/<file>). */
export function present<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`content/${file} is missing`);
  return entry;
}
