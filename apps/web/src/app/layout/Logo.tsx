/** The Lintel mark and word: a lintel resting on two posts. */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const ink = inverted ? '#ffffff' : '#1f4e79';
  if (compact) {
    // The mark alone, where the top bar is narrow.
    return (
      <svg width="28" height="28" viewBox="0 0 28 28" role="img" aria-hidden="true">
        <rect x="0" y="2" width="26" height="24" rx="6" fill={ink} />
        <path d="M5 8h16v3H5zM7.5 11h3v10h-3zM15.5 11h3v10h-3z" fill={inverted ? '#1f4e79' : '#ffffff'} />
      </svg>
    );
  }
  return (
    <svg width="104" height="28" viewBox="0 0 104 28" role="img" aria-hidden="true">
      <rect x="0" y="2" width="26" height="24" rx="6" fill={ink} />
      <path d="M5 8h16v3H5zM7.5 11h3v10h-3zM15.5 11h3v10h-3z" fill={inverted ? '#1f4e79' : '#ffffff'} />
      <text
        x="33"
        y="20"
        fontFamily="system-ui, -apple-system, Segoe UI, sans-serif"
        fontSize="18"
        fontWeight="700"
        fill={ink}
      >
        Lintel
      </text>
    </svg>
  );
}
