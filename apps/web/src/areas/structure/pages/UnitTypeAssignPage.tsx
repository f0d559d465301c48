import { useToast } from '@lintel/ui';
import { Alert, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { useAssignUnitTypeMutation, useUnitTypesQuery } from '../api/unit-types.ts';
import { useUnitsQuery } from '../api/units.ts';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

/** Assign a unit type to chosen units: search units on the server, tick them, assign all at once (all or nothing). */
export default function UnitTypeAssignPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [typeId, setTypeId] = useState<string | null>(params.get('typeId'));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 400);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const types = useUnitTypesQuery();
  const units = useUnitsQuery({ page: 0, size: 20, sort: 'name,asc', q });
  const assign = useAssignUnitTypeMutation();

  const toggle = (id: string, name: string) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });

  const submit = async () => {
    if (!typeId || selected.size === 0) return;
    try {
      const result = await assign.mutateAsync({ unitTypeId: typeId, unitIds: [...selected.keys()] });
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
      <TextInput
        label={intl.formatMessage(m.searchUnits)}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="assign-search"
      />
      {units.isError ? (
        <Alert color="red" variant="light" title={units.error.message} />
      ) : (
        <Table verticalSpacing="xs" data-testid="assign-units">
          <Table.Tbody>
            {units.data?.content.map((unit) => (
              <Table.Tr key={unit.id}>
                <Table.Td w={40}>
                  <Checkbox
                    checked={selected.has(unit.id)}
                    onChange={() => toggle(unit.id, unit.name)}
                    aria-label={intl.formatMessage(m.selectUnit, { name: unit.name })}
                  />
                </Table.Td>
                <Table.Td>{unit.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {unit.unitTypeName}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {units.data?.content.length === 0 && <Text c="dimmed">{intl.formatMessage(m.noResults)}</Text>}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          disabled={!typeId || selected.size === 0}
          loading={assign.isPending}
          data-testid="assign-submit"
        >
          {intl.formatMessage(m.assignSelected, { count: selected.size })}
        </Button>
      </Group>
    </Stack>
  );
}
