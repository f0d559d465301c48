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
 * Text colours: shade 9 of the tone, except orange, whose shade 9 reaches only 3.96:1 on its shade 0
 * (the browser tests' contrast check caught it); this darker orange has 6.2:1.
 */
const text = (tone: StatusTone) => (tone === 'warning' ? '#9a3412' : `${tones[tone]}.9`);

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
 * server) shows its code in the neutral tone rather than failing. `label` is the customer's own name
 * for the state where they may rename states (a unit status catalogue); it replaces the map's words.
 */
export function StatusBadge<S extends string>({
  map,
  state,
  label,
  testId,
}: {
  map: Record<S, StatusEntry>;
  state: S | (string & {});
  label?: string | undefined;
  testId?: string;
}) {
  const intl = useIntl();
  const entry = (map as Record<string, StatusEntry | undefined>)[state];
  const tone = entry?.tone ?? 'neutral';
  return (
    <Badge
      variant="light"
      // The light variant's own background is darker than shade 0 (teal and orange text fell below AA on it).
      bg={`${tones[tone]}.0`}
      c={text(tone)}
      radius="sm"
      tt="none"
      // Never cut to an ellipsis in a tight table cell: the words are the state (a label that may
      // overflow has no minimum width, so a table would squeeze its column).
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
      data-state={state}
    >
      {label ?? (entry ? intl.formatMessage(entry.label) : state)}
    </Badge>
  );
}
