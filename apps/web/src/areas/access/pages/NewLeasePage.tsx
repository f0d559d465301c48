import { access } from '@lintel/contracts';
import type { NewLease } from '@lintel/contracts/access/leases';
import { toDateOnly } from '@lintel/formats/zoned';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { SearchSelectField } from '../../../app/kit/SearchSelect.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateLeaseMutation, useLocationChoicesQuery, useUnitChoicesQuery } from '../api/leases.ts';
import { emptyResident, ResidentFields } from '../components/ResidentFields.tsx';
import { accessMessages as m } from '../messages.ts';

/**
 * /iot/leases/new-lease: a lease of a unit (found by the start of its name), its dates, its residents
 * and the locations they may open besides the unit, validated by the server's own schema. A refusal
 * keeps what was typed and lands next to its fields; saved, the lease opens.
 */
export default function NewLeasePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateLeaseMutation();
  const form = useSchemaForm(access.leases.newLease, {
    defaultValues: {
      unitId: '',
      startsOn: toDateOnly(new Date()),
      endsOn: '',
      residents: [{ ...emptyResident }],
      locationIds: [],
    } satisfies NewLease,
  });
  const frame = useFormFrame(form, create, {
    onSaved: (lease) => {
      toast.success(m.leaseCreated);
      navigate(href('iot.leases.details', { leaseId: lease.id }));
    },
  });
  const [unitQuery, setUnitQuery] = useState('');
  const units = useUnitChoicesQuery(unitQuery);
  const locations = useLocationChoicesQuery();
  const unitOptions = (units.data ?? []).map((unit) => ({
    value: unit.id,
    label: intl.formatMessage(m.unitOption, { unit: unit.name, building: unit.buildingName }),
  }));
  const locationOptions = [...(locations.data ?? [])]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((location) => ({ value: location.id, label: location.path }));

  return (
    <FormFrame form={form} frame={frame} data-testid="lease-form">
      <Stack gap="md" maw={720}>
        <SearchSelectField
          name="unitId"
          failed={units.isError ? { title: intl.formatMessage(m.unitsFailed), message: units.error.message } : null}
          label={intl.formatMessage(m.unit)}
          placeholder={intl.formatMessage(m.unitSearch)}
          options={unitOptions}
          onQueryChange={setUnitQuery}
          nothingFound={intl.formatMessage(m.noUnits)}
          testId="lease-form-unit"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormTextInput
            name="startsOn"
            type="date"
            label={intl.formatMessage(m.startsOnField)}
            required
            data-testid="lease-form-startsOn"
          />
          <FormTextInput
            name="endsOn"
            type="date"
            label={intl.formatMessage(m.endsOnField)}
            required
            data-testid="lease-form-endsOn"
          />
        </SimpleGrid>
        <ResidentFields />
        {locations.isError && (
          <Alert color="red" variant="light" title={intl.formatMessage(m.locationsFailed)}>
            {locations.error.message}
          </Alert>
        )}
        <FormField
          name="locationIds"
          render={(field) => (
            <MultiSelect
              label={intl.formatMessage(m.extraLocations)}
              description={intl.formatMessage(m.extraLocationsHint)}
              data={locationOptions}
              value={(field.value as string[] | undefined) ?? []}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled || !locations.data}
              searchable
              nothingFoundMessage={intl.formatMessage(m.noLocations)}
              data-testid="lease-form-locations"
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(href('iot.leases.index'))}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="lease-form-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
