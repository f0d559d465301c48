import { formatDate } from '@lintel/formats/date-format';
import type { IntlShape } from 'react-intl';
import { thermostatMessages as m } from '../../thermostats.messages.ts';

/** A temperature in °F, one decimal at most; a dash when the thermostat has not reported one. */
export function degrees(intl: IntlShape, value: number | null): string {
  if (value === null) return intl.formatMessage(m.none);
  return intl.formatMessage(m.degrees, { value: intl.formatNumber(value, { maximumFractionDigits: 1 }) });
}

export function setPoints(intl: IntlShape, heat: number | null, cool: number | null): string {
  if (heat === null || cool === null) return intl.formatMessage(m.none);
  return intl.formatMessage(m.setPointRange, { heat, cool });
}

/** A moment as the portal writes dates and times (MM/DD/YYYY hh:mm A), or the given fallback. */
export function when(value: string | null, fallback: string): string {
  return value ? formatDate(value, 'MM/DD/YYYY hh:mm A') : fallback;
}
