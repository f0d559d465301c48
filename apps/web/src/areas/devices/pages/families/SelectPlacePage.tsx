import type { PlacementOptions } from '@lintel/contracts/devices/lock-families';
import { useToast } from '@lintel/ui';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../../app/api/errors.ts';
import { QueryState } from '../../../../app/kit/QueryState.tsx';
import {
  type ConfigFamily,
  type LocationFamily,
  useChangeLocationMutation,
  useChangeRouterMutation,
  usePlacementOptionsQuery,
  useSelectBmxLockMutation,
} from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';
import { LockHeader, useBackToLock } from './parts.tsx';

const NONE = 'none';

type Choice = 'location' | 'router' | 'releasedLock';

/** The lock id of the route: `:lockId`, ButterflyMX's `:deviceId`, or Yale's select-router `?lockId=`. */
function useLockId() {
  const { lockId, deviceId } = useParams();
  const [search] = useSearchParams();
  return lockId ?? deviceId ?? search.get('lockId') ?? '';
}

/** Select location (PDK, Allegion, Brivo, ButterflyMX), select router (Yale, Allegion), select lock (ButterflyMX). */
export function SelectPlacePage(props: { choice: Choice; family: string }) {
  const intl = useIntl();
  const lockId = useLockId();
  const query = usePlacementOptionsQuery(lockId);
  if (!lockId) return <Alert color="yellow">{intl.formatMessage(m.failed)}</Alert>;
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  return <PlaceForm {...props} options={query.data} />;
}

function PlaceForm({ choice, family, options }: { choice: Choice; family: string; options: PlacementOptions }) {
  const intl = useIntl();
  const toast = useToast();
  const back = useBackToLock();
  const { lock } = options;
  const location = useChangeLocationMutation(family as LocationFamily, lock.id);
  const router = useChangeRouterMutation(family as ConfigFamily, lock.id);
  const released = useSelectBmxLockMutation(lock.id);
  const [error, setError] = useState<string | null>(null);

  const data =
    choice === 'location'
      ? [
          { value: NONE, label: intl.formatMessage(m.noLocation) },
          ...options.locations.map((l) => ({
            value: l.id,
            label: l.parentName ? `${l.parentName} › ${l.name}` : l.name,
          })),
        ]
      : choice === 'router'
        ? options.routers.map((r) => ({ value: r.id, label: `${r.name} (${r.connection})` }))
        : [
            { value: NONE, label: intl.formatMessage(m.none) },
            ...options.doors.map((d) => ({ value: d.id, label: `${d.name} (${d.family})` })),
          ];
  const current = choice === 'location' ? lock.locationId : choice === 'router' ? lock.gatewayId : null;
  const [value, setValue] = useState<string | null>(current ?? (choice === 'router' ? null : NONE));
  const label = intl.formatMessage(
    choice === 'location' ? m.location : choice === 'router' ? m.router : m.releasedLock,
  );
  const place = choice === 'location' ? lock.locationName : choice === 'router' ? lock.gatewayName : null;
  const saving = location.isPending || router.isPending || released.isPending;

  const save = async () => {
    setError(null);
    const chosen = value === NONE ? null : value;
    try {
      if (choice === 'location') await location.mutateAsync(chosen);
      else if (choice === 'router' && chosen) await router.mutateAsync(chosen);
      else if (choice === 'releasedLock') await released.mutateAsync(chosen);
      toast.success(choice === 'releasedLock' ? m.saved : m.sent);
      back(lock);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.code === 'DEVICE_ACTION_NOT_AVAILABLE'
          ? intl.formatMessage(m.notAvailable)
          : (failure as Error).message,
      );
    }
  };

  return (
    <Stack gap="lg" maw={560}>
      <LockHeader lock={lock} />
      {place !== null && (
        <Text size="sm">{intl.formatMessage(m.currentlyAt, { place: place ?? intl.formatMessage(m.none) })}</Text>
      )}
      <Select
        label={label}
        data={data}
        value={value}
        onChange={setValue}
        searchable
        allowDeselect={false}
        nothingFoundMessage={intl.formatMessage(choice === 'releasedLock' ? m.noDoors : m.none)}
        data-testid="family-place-select"
      />
      {error && (
        <Alert color="red" variant="light" data-testid="family-place-error">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={save} loading={saving} disabled={!value} data-testid="family-place-save">
          {intl.formatMessage(m.save)}
        </Button>
      </Group>
    </Stack>
  );
}
