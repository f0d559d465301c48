import { LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import { formatNumber } from '@lintel/formats/numbers';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { batteryStates, commandStates, connectionStates, installStates, syncStates } from './deviceStates.ts';

/** A device's install state (part 3 section 4). */
export function InstallStateBadge({ state, testId }: { state: string; testId?: string }) {
  return <StatusBadge map={installStates} state={state} {...(testId ? { testId } : {})} />;
}

/** ONLINE or OFFLINE. */
export function ConnectionBadge({ state, testId }: { state: string; testId?: string }) {
  return <StatusBadge map={connectionStates} state={state} {...(testId ? { testId } : {})} />;
}

/** The sync state; null reads "In sync". */
export function SyncStateBadge({ state, testId }: { state: string | null; testId?: string }) {
  return <StatusBadge map={syncStates} state={state ?? 'IN_SYNC'} {...(testId ? { testId } : {})} />;
}

/** The battery level in percent, warning at or under LOW_BATTERY_PERCENT; no reading says so. */
export function BatteryBadge({ percent, testId }: { percent: number | null; testId?: string }) {
  const state = percent === null ? 'UNKNOWN' : percent <= LOW_BATTERY_PERCENT ? 'LOW' : 'OK';
  return (
    <StatusBadge
      map={batteryStates}
      state={state}
      label={percent === null ? undefined : `${formatNumber(percent)}%`}
      {...(testId ? { testId } : {})}
    />
  );
}

/** A device command's status: queued, running, done or failed. */
export function CommandStatusBadge({ status, testId }: { status: string; testId?: string }) {
  return <StatusBadge map={commandStates} state={status} {...(testId ? { testId } : {})} />;
}
