import { access } from '@lintel/contracts';
import type { Lease } from '@lintel/contracts/access/leases';
import { formatUsDate } from '@lintel/formats/dates';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { SearchSelectField } from '../../../app/kit/SearchSelect.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useLeaseQuery, useRenewLeaseMutation, useTransferLeaseMutation, useUnitChoicesQuery } from '../api/leases.ts';
import { accessMessages as m } from '../messages.ts';

const day = (value: string) => formatUsDate(value) ?? value;

/** The lease of a modal's address, or why it cannot be changed (not loaded, archived). */
function LeaseChange({ children }: { children: (lease: Lease) => ReactNode }) {
  const intl = useIntl();
  const stack = useModalStack();
  const { leaseId = '' } = useParams();
  const query = useLeaseQuery(leaseId);
  const lease = query.data;
  if (!lease) return <QueryState query={query} failed={intl.formatMessage(m.leaseFailed)} />;
  if (lease.state !== 'ACTIVE') {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light" data-testid="lease-change-blocked">
          {intl.formatMessage(m.leaseArchived)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.backToLease)}
          </Button>
        </Group>
      </Stack>
    );
  }
  return children(lease);
}

/**
 * /iot/leases/:leaseId/renew/:residentId? (modal): a new end date after the current one; with a
 * resident in the address, the renewal is theirs only (their move-out follows it, the others' does
 * not). The server refuses an end date not after the current end on the field, which keeps it.
 */
export function RenewLeasePage() {
  return <LeaseChange>{(lease) => <RenewForm lease={lease} />}</LeaseChange>;
}

function RenewForm({ lease }: { lease: Lease }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const { residentId } = useParams();
  const renew = useRenewLeaseMutation(lease.id);
  const form = useSchemaForm(access.leases.renewLease.body, {
    defaultValues: { endsOn: '', residentId: residentId ?? null },
  });
  const frame = useFormFrame(form, renew, {
    guard: false,
    onSaved: () => {
      toast.success(m.renewed);
      stack.close();
    },
  });
  const resident = residentId ? lease.residents.find((r) => r.id === residentId) : undefined;
  if (residentId && !resident) return <Alert color="orange">{intl.formatMessage(m.residentMissing)}</Alert>;
  const endsOn = day(lease.endsOn);

  return (
    <FormFrame form={form} frame={frame} data-testid="renew-form" data-resident-id={residentId ?? ''}>
      <Stack gap="md">
        <Text size="sm" data-testid="renew-scope">
          {resident
            ? intl.formatMessage(m.renewOne, { name: `${resident.firstName} ${resident.lastName}`, endsOn })
            : intl.formatMessage(m.renewWhole, { unit: lease.unitName, endsOn })}
        </Text>
        <FormTextInput
          name="endsOn"
          type="date"
          label={intl.formatMessage(m.newEndsOn)}
          description={intl.formatMessage(m.newEndsOnHint, { endsOn })}
          min={lease.endsOn}
          required
          data-testid="renew-endsOn"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="renew-save">
            {intl.formatMessage(m.renew)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/**
 * /iot/leases/:leaseId/transfer (modal): another unit, found by the start of its name; confirmed, the
 * lease moves to it and its residents' access follows, lock by lock (the authorizations page shows it).
 */
export function TransferLeasePage() {
  return <LeaseChange>{(lease) => <TransferForm lease={lease} />}</LeaseChange>;
}

function TransferForm({ lease }: { lease: Lease }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const transfer = useTransferLeaseMutation(lease.id);
  const [unitQuery, setUnitQuery] = useState('');
  const units = useUnitChoicesQuery(unitQuery);
  const form = useSchemaForm(access.leases.transferLease.body, { defaultValues: { unitId: '' } });
  const frame = useFormFrame(form, transfer, {
    guard: false,
    onSaved: (moved) => {
      toast.success(intl.formatMessage(m.transferred, { unit: moved.unitName }));
      stack.close();
    },
  });
  const options = (units.data ?? [])
    .filter((unit) => unit.id !== lease.unitId)
    .map((unit) => ({
      value: unit.id,
      label: intl.formatMessage(m.unitOption, { unit: unit.name, building: unit.buildingName }),
    }));

  return (
    <FormFrame form={form} frame={frame} data-testid="transfer-form">
      <Stack gap="md">
        <Text size="sm">{intl.formatMessage(m.transferIntro, { unit: lease.unitName })}</Text>
        <SearchSelectField
          name="unitId"
          failed={units.isError ? { title: intl.formatMessage(m.unitsFailed), message: units.error.message } : null}
          label={intl.formatMessage(m.newUnit)}
          placeholder={intl.formatMessage(m.unitSearch)}
          options={options}
          onQueryChange={setUnitQuery}
          nothingFound={intl.formatMessage(m.noUnits)}
          testId="transfer-unit"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="transfer-save">
            {intl.formatMessage(m.transfer)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
