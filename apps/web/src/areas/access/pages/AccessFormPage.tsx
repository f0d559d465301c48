import { access } from '@lintel/contracts';
import type { TemporaryAccessDetails, TemporaryAccessInput } from '@lintel/contracts/access/staff-access';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { HoursFields } from '../../../app/kit/hours/HoursFields.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { SearchSelectField } from '../../../app/kit/SearchSelect.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useLocationChoicesQuery } from '../api/leases.ts';
import {
  useEditTemporaryAccessMutation,
  useGrantTemporaryAccessMutation,
  useStaffChoicesQuery,
  useTemporaryAccessQuery,
} from '../api/staffAccess.ts';
import { DateTimeField, thisMinute } from '../components/DateTimeField.tsx';
import { DetailFields } from '../components/DetailFields.tsx';
import { LocationsField } from '../components/LocationsField.tsx';
import { temporaryKinds } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

type Kind = TemporaryAccessInput['kind'];

/** The kinds a user may grant: each needs its own create key (D215). */
const CREATE_KEYS: Record<Kind, string> = {
  VIRTUAL: 'TEMPORARY_USER_ACCESS_CREATE_VIRTUAL',
  MOBILE: 'TEMPORARY_USER_ACCESS_CREATE_MOBILE',
};

/**
 * The form of a temporary access, validated by the server's own schema: the staff member (found by
 * the start of their name) and the kind of key for a grant; the locations, the window, the hours of
 * operation and the reason. A refusal keeps what was typed and lands next to its fields (an hours
 * conflict on both entries it is about); saved, the access opens.
 */
function AccessForm({
  initial,
  fixed,
  save,
  onCancel,
}: {
  initial: TemporaryAccessInput;
  /** Editing: the staff member and the kind stay as granted (shown, not asked). */
  fixed?: TemporaryAccessDetails;
  save: ReturnType<typeof useGrantTemporaryAccessMutation>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const form = useSchemaForm(access.staffAccess.temporaryAccessInput, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    onSaved: (saved) => {
      toast.success(fixed ? m.edited : m.granted);
      navigate(href('iot.staffAccess.accessDetails', { id: saved.id }));
    },
  });
  const [staffQuery, setStaffQuery] = useState('');
  const staff = useStaffChoicesQuery(staffQuery, !fixed);
  const locations = useLocationChoicesQuery();
  const kinds = (['VIRTUAL', 'MOBILE'] as const).filter((kind) => permissions.can({ key: CREATE_KEYS[kind] }));

  const staffOptions = (staff.data ?? []).map((person) => ({
    value: person.id,
    label: intl.formatMessage(m.staffOption, { name: person.name, email: person.email }),
  }));
  // The access's own locations stay shown when the choices cannot be read (edit needs no create key).
  const knownLocations = (fixed?.locationIds ?? []).map((id, index) => ({
    id,
    name: fixed?.locationNames[index] ?? id,
  }));

  return (
    <FormFrame form={form} frame={frame} data-testid="access-form">
      <Stack gap="md" maw={860}>
        {fixed ? (
          <DetailFields
            fields={[
              [intl.formatMessage(m.staffMember), fixed.staffName, 'access-form-staff-fixed'],
              [intl.formatMessage(m.kind), intl.formatMessage(temporaryKinds[fixed.kind])],
            ]}
          />
        ) : (
          <>
            <SearchSelectField
              name="staffProfileId"
              failed={staff.isError ? { title: intl.formatMessage(m.staffFailed), message: staff.error.message } : null}
              label={intl.formatMessage(m.staffMember)}
              placeholder={intl.formatMessage(m.staffSearchHint)}
              options={staffOptions}
              onQueryChange={setStaffQuery}
              nothingFound={intl.formatMessage(m.noStaff)}
              testId="access-form-staff"
            />
            <FormField
              name="kind"
              render={(field) => (
                <Radio.Group
                  label={intl.formatMessage(m.kind)}
                  value={field.value as string}
                  onChange={(value) => field.onChange(value)}
                  error={field.error}
                  required
                  data-testid="access-form-kind"
                >
                  <Group gap="xl" mt={6}>
                    {kinds.map((kind) => (
                      <Radio
                        key={kind}
                        value={kind}
                        disabled={field.disabled}
                        label={intl.formatMessage(temporaryKinds[kind])}
                        description={intl.formatMessage(kind === 'VIRTUAL' ? m.kindVIRTUALHint : m.kindMOBILEHint)}
                        data-testid={`access-form-kind-${kind}`}
                      />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          </>
        )}
        <LocationsField choices={locations} known={knownLocations} testId="access-form-locations" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateTimeField name="validFrom" label={intl.formatMessage(m.validFromField)} testId="access-form-from" />
          <DateTimeField name="validUntil" label={intl.formatMessage(m.validUntilField)} testId="access-form-until" />
        </SimpleGrid>
        <HoursFields hint={intl.formatMessage(m.hoursHint)} />
        <FormTextInput
          name="reason"
          label={intl.formatMessage(m.reason)}
          maxLength={500}
          data-testid="access-form-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="access-form-save">
            {intl.formatMessage(fixed ? m.save : m.grant)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/** /iot/staff-access/grant-access: a new temporary access, for the kinds of key the user may grant. */
export function GrantAccessPage() {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const save = useGrantTemporaryAccessMutation();
  const kind: Kind = permissions.can({ key: CREATE_KEYS.VIRTUAL }) ? 'VIRTUAL' : 'MOBILE';
  const [initial] = useState<TemporaryAccessInput>(() => ({
    staffProfileId: '',
    kind,
    locationIds: [],
    validFrom: thisMinute(),
    validUntil: '',
    hours: [],
    reason: '',
  }));
  return <AccessForm initial={initial} save={save} onCancel={() => navigate(href('iot.staffAccess.index'))} />;
}

/** /iot/staff-access/access-details/:id/edit: an active virtual key's locations, window, hours and reason (D216). */
export function EditAccessPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useTemporaryAccessQuery(id);
  const save = useEditTemporaryAccessMutation(id);
  const current = query.data;
  if (!current) return <QueryState query={query} failed={intl.formatMessage(m.accessFailed)} testId="access-error" />;
  const back = () => navigate(href('iot.staffAccess.accessDetails', { id }));
  if (current.kind !== 'VIRTUAL' || current.status !== 'ACTIVE') {
    return (
      <Stack gap="md" maw={720}>
        <Alert color="orange" variant="light" data-testid="access-not-editable">
          <Text size="sm">{intl.formatMessage(m.notEditable)}</Text>
        </Alert>
        <Group>
          <Button variant="default" onClick={back}>
            {intl.formatMessage(m.accessDetailsTitle)}
          </Button>
        </Group>
      </Stack>
    );
  }
  const initial: TemporaryAccessInput = {
    staffProfileId: current.staffProfileId,
    kind: current.kind,
    locationIds: current.locationIds,
    validFrom: current.validFrom,
    validUntil: current.validUntil,
    hours: (current.hours ?? []).map((entry) => ({ ...entry, working24: entry.working24 ?? false })),
    reason: current.reason ?? '',
  };
  // Keyed by the access: a form of another access starts from its own values.
  return <AccessForm key={current.id} initial={initial} fixed={current} save={save} onCancel={back} />;
}
