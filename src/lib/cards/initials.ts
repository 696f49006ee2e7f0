/** Initials for the avatar circle shown when a cast member has no image: "Jae-won Seo" -> "JS". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** "Tournament Pro • Season 1 Champion" -> ["Tournament Pro", "Season 1 Champion"] */
export function roleBadges(role: string): string[] {
  return role
    .split('•')
    .map((r) => r.trim())
    .filter(Boolean);
}
