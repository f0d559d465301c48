import { addLocationBody } from '@lintel/contracts/access/people-access';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useLocationChoicesQuery } from '../api/leases.ts';
import { useAddPersonLocationMutation, usePersonAccessQuery, usePersonGrantsQuery } from '../api/peopleAccess.ts';
import type { PersonScreens } from '../components/personScreens.ts';
import { accessMessages as m } from '../messages.ts';
import { peopleMessages as p } from '../people-access.messages.ts';

/**
 * Add location (`/iot/residents/:id/authorizations/add-location`, a modal over the authorizations;
 * D230): a location of the community's tree, by its path, that is not given to the person directly
 * yet. Saved, their own mobile key is granted it at once; a refusal (given since, not of the
 * community) lands on the field and keeps the choice.
 */
export function PersonAddLocationPage({ screens }: { screens: PersonScreens }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const { id = '' } = useParams();
  const access = usePersonAccessQuery(screens.api, id);
  const locations = useLocationChoicesQuery();
  const direct = usePersonGrantsQuery(screens.api, id, {
    page: 0,
    size: 100,
    sort: 'placeName,asc',
    sourceKind: 'PERSON',
  });
  const add = useAddPersonLocationMutation(screens.api, id);
  const form = useSchemaForm(addLocationBody, { defaultValues: { locationId: '' } });
  const frame = useFormFrame(form, add, {
    guard: false,
    fields: { ACCESS_LOCATION_ALREADY_AUTHORIZED: 'locationId', ACCESS_REFERENCE_INVALID: 'locationId' },
    onSaved: () => {
      toast.success(p.locationAdded);
      stack.close();
    },
  });
  if (!locations.data) return <QueryState query={locations} failed={intl.formatMessage(m.locationsFailed)} />;
  const taken = new Set(
    (direct.data?.content ?? []).filter((g) => g.status !== 'REVOKING').map((g) => g.place.locationId),
  );
  const options = locations.data
    .filter((location) => !taken.has(location.id))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((location) => ({ value: location.id, label: location.path }));

  return (
    <FormFrame form={form} frame={frame} data-testid="person-add-location-form">
      <Stack gap="md">
        {access.data && <Text size="sm">{intl.formatMessage(p.addLocationIntro, { name: access.data.name })}</Text>}
        {options.length === 0 ? (
          <Alert color="gray" variant="light" data-testid="person-add-location-none">
            {intl.formatMessage(p.allLocationsGiven)}
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
                data-testid="person-add-location-select"
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            type="submit"
            loading={frame.saving}
            disabled={options.length === 0}
            data-testid="person-add-location-save"
          >
            {intl.formatMessage(m.add)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
