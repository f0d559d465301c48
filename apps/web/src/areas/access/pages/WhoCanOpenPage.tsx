import type { Opener } from '@lintel/contracts/access/doors';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { SearchSelect } from '../../../app/kit/SearchSelect.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useDoorChoicesQuery, useDoorQuery, useOpenersQuery } from '../api/doors.ts';
import { ChainSteps } from '../components/ChainSteps.tsx';
import { accessStatuses, credentialName, holderKinds, sourceKinds } from '../components/states.ts';
import { WhyPanel } from '../components/WhyPanel.tsx';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OpenerRow = Opener & { id: string };

/** An ISO instant as the value of a datetime-local input (the user's own clock), and back. */
const pad = (n: number) => String(n).padStart(2, '0');
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function fromLocalInput(value: string): string | null {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

function openerColumns(intl: IntlShape): DataColumn<OpenerRow>[] {
  return [
    {
      id: 'holder',
      header: intl.formatMessage(m.holder),
      required: true,
      testId: 'opener-holder',
      cell: (opener) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {opener.holderName}
          </Text>
          <Text size="xs" c="gray.7">
            {intl.formatMessage(holderKinds[opener.holderKind])}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'source',
      header: intl.formatMessage(m.source),
      cell: (opener) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{intl.formatMessage(sourceKinds[opener.chain.sourceKind])}</Text>
          <StatusBadge map={accessStatuses} state={opener.chain.status} />
        </Group>
      ),
    },
    {
      id: 'credential',
      header: intl.formatMessage(m.credential),
      cell: (opener) => credentialName(intl, opener.chain.credentialKind, opener.chain.credentialLabel),
    },
    {
      id: 'chain',
      header: intl.formatMessage(m.chain),
      cell: (opener) => <ChainSteps links={opener.chain.links} />,
    },
  ];
}

/**
 * /iot/access/who-can-open (our own tool, D211): a door and an instant (now by default), everyone who
 * can open it then with the chain that grants it (paged by name on the server), and "Why?": one
 * person's verdict link by link, with a credential of theirs presented at the door. The door and the
 * instant ride on the address, so a refresh or a shared link shows the same answer.
 */
export default function WhoCanOpenPage() {
  const intl = useIntl();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const lockParam = params.get('lock') ?? '';
  const lockId = UUID.test(lockParam) ? lockParam : null;
  const at = fromLocalInput(toLocalInput(params.get('at')));
  const [doorQuery, setDoorQuery] = useState('');
  const doors = useDoorChoicesQuery(doorQuery);
  const door = useDoorQuery(lockId);
  const openers = useOpenersQuery(lockId, { page, size: PAGE_SIZE, q, at });
  const rows = openers.data?.content.map((o) => ({ ...o, id: `${o.chain.grantId}:${o.chain.credentialId}` }));

  const where = (lock: { name: string; unitName: string | null; locationName: string | null }) =>
    lock.unitName || lock.locationName
      ? intl.formatMessage(m.doorOption, { name: lock.name, where: lock.unitName ?? lock.locationName })
      : lock.name;
  const doorOptions = (doors.data?.content ?? []).map((lock) => ({ value: lock.id, label: where(lock) }));
  const known = door.data ? { value: door.data.id, label: where(door.data) } : null;
  const doorName = door.data?.name ?? doorOptions.find((o) => o.value === lockId)?.label ?? '';

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  return (
    <Stack gap="lg" data-testid="who-can-open">
      <Card withBorder padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4} w={{ base: '100%', sm: 420 }}>
            <SearchSelect
              label={intl.formatMessage(m.door)}
              placeholder={intl.formatMessage(m.doorSearch)}
              options={doorOptions}
              onQueryChange={setDoorQuery}
              value={lockId}
              known={known}
              onChange={(value) => setParam('lock', value)}
              nothingFound={intl.formatMessage(doors.isError ? m.doorsFailed : m.noDoors)}
              error={doors.isError ? intl.formatMessage(m.doorsFailed) : undefined}
              testId="door-picker"
            />
          </Stack>
          <TextInput
            type="datetime-local"
            label={intl.formatMessage(m.at)}
            description={intl.formatMessage(m.atHint)}
            value={toLocalInput(at)}
            onChange={(event) => setParam('at', fromLocalInput(event.currentTarget.value))}
            w={{ base: '100%', xs: 240 }}
            data-testid="door-at"
          />
          <Button variant="default" onClick={() => setParam('at', null)} disabled={!at} data-testid="door-now">
            {intl.formatMessage(m.now)}
          </Button>
        </Group>
      </Card>
      {lockId === null ? (
        <Text c="gray.7" data-testid="who-can-open-choose">
          {intl.formatMessage(m.chooseDoor)}
        </Text>
      ) : (
        <>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {intl.formatMessage(m.openers)}
            </Title>
            <ListToolbar
              search={search}
              onSearch={setSearch}
              placeholder={intl.formatMessage(m.openerSearch)}
              page={openers.data}
              testId="openers"
            />
            <DataTable
              tableId="access.openers"
              label={intl.formatMessage(m.openersLabel)}
              query={openers}
              rows={rows}
              columns={openerColumns(intl)}
              failed={intl.formatMessage(m.openersFailed)}
              empty={intl.formatMessage(q ? m.noResults : m.noOpeners)}
              testId="openers"
              rowTestId="opener-row"
              columnChooser={false}
            />
            {openers.data && <ListPagination totalPages={openers.data.totalPages} page={page} onChange={setPage} />}
          </Stack>
          <WhyPanel key={lockId} lockId={lockId} doorName={doorName} at={at} />
        </>
      )}
    </Stack>
  );
}
