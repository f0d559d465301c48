import { ACCESS_WINDOWS } from '@lintel/contracts/devices/dashboards';
import { formatNumber } from '@lintel/formats/numbers';
import { SegmentedControl } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { defineStateMap, StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { dashboardMessages as m } from '../../dashboards.messages.ts';

/** Colours of the device kinds in every chart. */
export const KIND_COLORS = {
  LOCK: 'blue.6',
  THERMOSTAT: 'orange.6',
  LEAK_SENSOR: 'cyan.7',
  LIGHT_SWITCH: 'grape.6',
} as const;

export const connectionStates = defineStateMap({
  ONLINE: { label: m.ONLINE, tone: 'success' },
  OFFLINE: { label: m.OFFLINE, tone: 'danger' },
});

/** The window of a dashboard (7 or 30 days), kept in the URL's `days`. */
export function useDaysWindow(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (ACCESS_WINDOWS as readonly number[]).includes(asked) ? asked : 7;
  const set = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('days', String(next));
        return copy;
      },
      { replace: true },
    );
  return [days, set];
}

export function DaysControl({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const intl = useIntl();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage(m.window)}
      value={String(days)}
      onChange={(value) => onChange(Number(value))}
      data={ACCESS_WINDOWS.map((n) => ({ value: String(n), label: intl.formatMessage(m.lastDays, { days: n }) }))}
      data-testid="days-window"
    />
  );
}

/** 2026-10-31 → 10/31, the charts' day axis. */
export const shortDay = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

export function BatteryBadge({ battery }: { battery: number | null }) {
  const intl = useIntl();
  if (battery === null) return <>{intl.formatMessage(m.none)}</>;
  const tone = battery <= 20 ? 'danger' : battery <= 40 ? 'warning' : 'success';
  return <StatusBadge map={batteryStates} state={tone} label={`${formatNumber(battery)}%`} />;
}

const batteryStates = defineStateMap({
  danger: { label: m.battery, tone: 'danger' },
  warning: { label: m.battery, tone: 'warning' },
  success: { label: m.battery, tone: 'success' },
});
