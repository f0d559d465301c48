import { access } from '@lintel/contracts';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useAddLeaseLocationMutation, useLeaseAccessesQuery, useLocationChoicesQuery } from '../api/leases.ts';
import { accessMessages as m } from '../messages.ts';

/**
 * /iot/leases/:id/authorizations/add-location (modal): a location of the community's tree, shown by
 * its path, that the lease does not have yet; the moved-in residents are granted it at once.
 */
export default function AddLocationPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const { id = '' } = useParams();
  const locations = useLocationChoicesQuery();
  const accesses = useLeaseAccessesQuery(id);
  const add = useAddLeaseLocationMutation(id);
  const form = useSchemaForm(access.leases.addLeaseLocation.body, { defaultValues: { locationId: '' } });
  const frame = useFormFrame(form, add, {
    guard: false,
    onSaved: () => {
      toast.success(m.locationAdded);
      stack.close();
    },
  });
  if (!locations.data) {
    return <QueryState query={locations} failed={intl.formatMessage(m.locationsFailed)} />;
  }
  const taken = new Set((accesses.data?.authorizations ?? []).map((a) => a.place.locationId));
  const options = locations.data
    .filter((location) => !taken.has(location.id))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((location) => ({ value: location.id, label: location.path }));

  return (
    <FormFrame form={form} frame={frame} data-testid="add-location-form">
      <Stack gap="md">
        {options.length === 0 ? (
          <Alert color="gray" variant="light" data-testid="add-location-none">
            {intl.formatMessage(m.allLocationsAdded)}
          </Alert>
        ) : (
          <FormField
            name="locationId"
            render={(field) => (
              <Select
                label={intl.formatMessage(m.location)}
                placeholder={intl.formatMessage(m.chooseLocation)}
                data={options}
                value={(field.value as string) || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled}
                required
                searchable
                nothingFoundMessage={intl.formatMessage(m.noLocations)}
                data-testid="add-location-select"
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} disabled={options.length === 0} data-testid="add-location-save">
            {intl.formatMessage(m.add)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
