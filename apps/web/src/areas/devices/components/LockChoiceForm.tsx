import type { Lock } from '@lintel/contracts/devices/locks';
import { useToast } from '@lintel/ui';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useLiveLocks, useLockActionMutation, useLockChoicesQuery, useLockQuery } from '../api/locks.ts';
import { lockMessages as m } from '../locks.messages.ts';
import { CommandProgress } from './CommandProgress.tsx';
import { lockDetailsHref } from './lockColumns.tsx';
import { placeOptions } from './lockFamilies.ts';

/**
 * Change location (a place of the community's location tree, or none) and change router (a router of
 * the lock's family): one choice, sent as the lock's action, followed until it ends, then back to
 * the lock's details.
 */
export function LockChoiceForm({ action }: { action: 'CHANGE_LOCATION' | 'CHANGE_ROUTER' }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { lockId = '' } = useParams();
  useLiveLocks();
  const lock = useLockQuery(lockId);
  const choices = useLockChoicesQuery();
  const send = useLockActionMutation(lockId);
  const [value, setValue] = useState<string | null | undefined>(undefined);
  const [commandId, setCommandId] = useState<string | null>(null);
  if (!lock.data) return <QueryState query={lock} failed={intl.formatMessage(m.lockFailed)} />;
  const data: Lock = lock.data;
  const isLocation = action === 'CHANGE_LOCATION';
  const current = isLocation ? data.locationId : data.gatewayId;
  const chosen = value === undefined ? current : value;
  const options = isLocation
    ? placeOptions(choices.data?.locations ?? [])
    : (choices.data?.gateways ?? [])
        .filter((g) => g.family === data.family)
        .map((g) => ({ value: g.id, label: g.name }));
  const offered = data.availableActions.includes(action);

  const submit = async () => {
    try {
      const answer = await send.mutateAsync({
        action,
        body: isLocation ? { locationId: chosen ?? null } : { gatewayId: chosen ?? null },
      });
      setCommandId(answer.commandId);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="md" maw={560} data-testid="lock-choice">
      <Text fw={600}>{data.name}</Text>
      {!offered && (
        <Alert color="orange" variant="light" data-testid="lock-choice-unavailable">
          {intl.formatMessage(m.noActions)}
        </Alert>
      )}
      <Select
        label={intl.formatMessage(isLocation ? m.location : m.router)}
        placeholder={intl.formatMessage(isLocation ? m.noLocation : m.choose)}
        data={options}
        value={chosen ?? null}
        onChange={(next) => setValue(next)}
        clearable={isLocation}
        searchable
        disabled={!choices.data || commandId !== null}
        data-testid="lock-choice-select"
      />
      {commandId && (
        <CommandProgress
          deviceId={data.id}
          commandId={commandId}
          label={intl.formatMessage(isLocation ? m.actionCHANGE_LOCATION : m.actionCHANGE_ROUTER)}
          onEnd={(status) => {
            if (status === 'SUCCEEDED') {
              toast.success(intl.formatMessage(isLocation ? m.moved : m.rerouted));
              navigate(lockDetailsHref(data));
            } else setCommandId(null);
          }}
          testId="lock-choice-progress"
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(lockDetailsHref(data))}>
          {intl.formatMessage(m.detailsTitle)}
        </Button>
        <Button
          onClick={() => void submit()}
          loading={send.isPending}
          disabled={!offered || commandId !== null || (!isLocation && !chosen) || chosen === current}
          data-testid="lock-choice-save"
        >
          {intl.formatMessage(m.save)}
        </Button>
      </Group>
    </Stack>
  );
}
