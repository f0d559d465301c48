const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Reads a typed colour as lower-case #rrggbb, or null when it is not a hex colour (no alpha: the
 * spec's pickers are hex-only).
 *
 * @example normalizeHex('#ABC') // '#aabbcc'
 */
export function normalizeHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}
