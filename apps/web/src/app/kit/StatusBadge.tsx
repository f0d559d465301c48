import { Badge } from '@mantine/core';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';

/**
 * The tones a state may take. Each maps to a light badge whose text passes WCAG AA contrast on
 * white and on the striped rows (shade 9 text on shade 0 background).
 */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger';

const tones: Record<StatusTone, string> = {
  neutral: 'gray',
  info: 'blue',
  progress: 'violet',
  success: 'teal',
  warning: 'orange',
  danger: 'red',
};

/**
 * The text colour of each tone: shade 9 of its colour, except orange, whose shade 9 reaches only
 * 3.6:1 on its light background; a darker mix of it passes (about 6:1).
 */
const textColour = (tone: StatusTone) =>
  tone === 'warning' ? 'color-mix(in srgb, var(--mantine-color-orange-9) 70%, black)' : `${tones[tone]}.9`;

/** One state of an entity: its words (from the area's messages) and its tone. */
export interface StatusEntry {
  label: MessageDescriptor;
  tone: StatusTone;
}

/**
 * Every state an entity can be in, each with its label and tone. Declare it once per entity in the
 * area (next to its messages) and pass it to every badge, so a state reads and looks the same on
 * every screen.
 *
 * @example const alertStates = defineStateMap({ NEW: { label: m.new, tone: 'danger' }, … });
 */
export function defineStateMap<const S extends string>(map: Record<S, StatusEntry>): Record<S, StatusEntry> {
  return map;
}

/**
 * A state shown as a badge, driven by the entity's state map. A state the map does not know (a newer
 * server) shows its code in the neutral tone rather than failing.
 */
export function StatusBadge<S extends string>({
  map,
  state,
  testId,
}: {
  map: Record<S, StatusEntry>;
  state: S | (string & {});
  testId?: string;
}) {
  const intl = useIntl();
  const entry = (map as Record<string, StatusEntry | undefined>)[state];
  return (
    <Badge
      variant="light"
      color={`${tones[entry?.tone ?? 'neutral']}`}
      c={textColour(entry?.tone ?? 'neutral')}
      radius="sm"
      tt="none"
      data-testid={testId}
      data-state={state}
    >
      {entry ? intl.formatMessage(entry.label) : state}
    </Badge>
  );
}
