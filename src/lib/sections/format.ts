/** A stat's display string: prefix, the number with ',' thousands separators, suffix ("$500M+"). */
export function formatStat(stat: { value: number; prefix?: string; suffix?: string }): string {
  return `${stat.prefix ?? ''}${stat.value.toLocaleString('en-US')}${stat.suffix ?? ''}`;
}
