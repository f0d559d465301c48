import type { UnitListItem } from '@lintel/contracts/structure';
import { useConfirm, useToast } from '@lintel/ui';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSetUnitsPhysicalStatusMutation } from '../api/units.ts';
import { unitStatusMessages as s } from '../unit-status.messages.ts';
import type { StatusOption } from './unitStatus.ts';

/** The select's value for 'no status': status codes are upper case, so it cannot clash with one. */
const CLEAR = 'none';

/**
 * The units list's bulk action: choose a physical status (or none), confirm, and the selected units
 * take it at once; the server changes all of them or none.
 */
export function BulkStatusChange({
  units,
  options,
  statusName,
  onDone,
}: {
  units: UnitListItem[];
  options: StatusOption[];
  statusName: (code: string) => string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const change = useSetUnitsPhysicalStatusMutation();
  const [status, setStatus] = useState<string | null>(null);
  const noStatus = intl.formatMessage(s.noStatus);

  const apply = async () => {
    if (!status) return;
    const physicalStatus = status === CLEAR ? null : status;
    const yes = await confirm({
      id: 'units-bulk-status',
      confirmationTitle: intl.formatMessage(s.confirmTitle),
      confirmationMessage: intl.formatMessage(s.confirmMessage, {
        count: units.length,
        status: physicalStatus ? statusName(physicalStatus) : noStatus,
      }),
      confirmBtnText: intl.formatMessage(s.confirm),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      const result = await change.mutateAsync({ unitIds: units.map((u) => u.id), physicalStatus });
      toast.success(intl.formatMessage(s.changed, { count: result.updated }));
      setStatus(null);
      onDone();
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Select
        size="xs"
        aria-label={intl.formatMessage(s.newStatus)}
        placeholder={intl.formatMessage(s.newStatus)}
        data={[...options, { value: CLEAR, label: noStatus }]}
        value={status}
        onChange={setStatus}
        w={220}
        data-testid="units-bulk-status"
      />
      <Button size="xs" onClick={apply} disabled={!status} loading={change.isPending} data-testid="units-bulk-apply">
        {intl.formatMessage(s.changeStatus)}
      </Button>
    </Group>
  );
}
