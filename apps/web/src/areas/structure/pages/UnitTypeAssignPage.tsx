import type { UnitListItem } from '@lintel/contracts/structure';
import { useToast } from '@lintel/ui';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { href } from '../../../app/routing/table.ts';
import { useAssignUnitTypeMutation, useUnitTypesQuery } from '../api/unit-types.ts';
import { useUnitsQuery } from '../api/units.ts';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

const PAGE_SIZE = 20;

/**
 * Assign a unit type to chosen units: search and page the units on the server, tick them on any
 * page (the selection stays while the search or the page changes), assign all at once (all or
 * nothing).
 */
export default function UnitTypeAssignPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [typeId, setTypeId] = useState<string | null>(params.get('typeId'));
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const [selected, setSelected] = useState<UnitListItem[]>([]);
  const onSelection = useCallback((rows: UnitListItem[]) => setSelected(rows), []);
  const types = useUnitTypesQuery();
  const units = useUnitsQuery({ page, size: PAGE_SIZE, sort: 'name,asc', q });
  const assign = useAssignUnitTypeMutation();

  const columns: DataColumn<UnitListItem>[] = [
    { id: 'name', header: intl.formatMessage(m.columnUnit), cell: (unit) => unit.name, required: true },
    { id: 'unitType', header: intl.formatMessage(m.columnCurrentType), cell: (unit) => unit.unitTypeName },
  ];

  const submit = async () => {
    if (!typeId || selected.length === 0) return;
    try {
      const result = await assign.mutateAsync({ unitTypeId: typeId, unitIds: selected.map((unit) => unit.id) });
      toast.success(intl.formatMessage(m.assigned, { count: result.assigned }));
      navigate(href('cbr.unitTypes.details', { typeId }), { replace: true });
    } catch (error) {
      // The selection stays as it was, so the user can fix it and try again.
      toast.error(error);
    }
  };

  return (
    <Stack gap="md" data-testid="unit-type-assign">
      <Select
        label={intl.formatMessage(m.targetType)}
        data={(types.data?.content ?? []).map((t) => ({ value: t.id, label: t.name }))}
        value={typeId}
        onChange={setTypeId}
        searchable
        data-testid="assign-target"
      />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.searchUnits)}
        page={units.data}
        testId="assign"
      />
      <DataTable
        tableId="structure.unitTypes.assign"
        label={intl.formatMessage(m.searchUnits)}
        query={units}
        rows={units.data?.content}
        columns={columns}
        failed={intl.formatMessage(m.unitsFailed)}
        empty={intl.formatMessage(m.noResults)}
        testId="assign-units"
        rowTestId="assign-unit-row"
        columnChooser={false}
        selection={{ rowName: (unit) => unit.name, acrossPages: true, onChange: onSelection }}
      />
      <ListPagination totalPages={units.data?.totalPages ?? 0} page={page} onChange={setPage} />
      <Group justify="flex-end">
        <Button
          onClick={submit}
          disabled={!typeId || selected.length === 0}
          loading={assign.isPending}
          data-testid="assign-submit"
        >
          {intl.formatMessage(m.assignSelected, { count: selected.length })}
        </Button>
      </Group>
    </Stack>
  );
}
