import { access } from '@lintel/contracts';
import type { AccessKeyDetails } from '@lintel/contracts/access/keys';
import { problem } from '@lintel/contracts/issues';
import { FormField, useSchemaForm, useToast, WarningIcon } from '@lintel/ui';
import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { ImportSteps } from '../../../app/kit/ImportWizard.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import {
  type KeyHolder,
  keysScope,
  useAssignKeyMutation,
  useChangeKeyLocationsMutation,
  useDeleteKeyMutation,
  useHolderChoicesQuery,
  useKeyChoicesQuery,
  useKeyQuery,
} from '../api/keys.ts';
import { useLocationChoicesQuery } from '../api/leases.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { LocationsField } from '../components/LocationsField.tsx';
import { keyMessages as k } from '../keys.messages.ts';
import { accessMessages as m } from '../messages.ts';
import { HolderField, holderFieldOf, KeyChoice } from './KeyFields.tsx';

/** The key of a modal's address, once read (or why it is not there). */
function KeyOfAddress({ keyId, children }: { keyId: string; children: (key: AccessKeyDetails) => ReactNode }) {
  const intl = useIntl();
  const query = useKeyQuery(keyId);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(k.keyFailed)} testId="key-error" />;
  return children(query.data);
}

/** Closes the modal: back to the key, or to the page it was opened over. */
function BackButton({ label = m.cancel }: { label?: typeof m.cancel }) {
  const intl = useIntl();
  const stack = useModalStack();
  return (
    <Button variant="default" onClick={() => stack.close()}>
      {intl.formatMessage(label)}
    </Button>
  );
}

// The assign form: the key (chosen here when the address has none) and the person.
const assignForm = z.object({
  keyId: z.uuid(),
  holder: access.keys.assignKey.body.nullable().refine((holder) => holder !== null, problem('required')),
});

/**
 * /iot/keys/assign/:keyId? (modal): issues a key that is not issued to a resident living in the
 * community or one of its staff; without a key in the address, the key is found by the start of its
 * number among those in stock. An issued key is refused before anything is asked. Assigned, the key
 * opens, its locks confirming.
 */
export function KeyAssignPage() {
  const intl = useIntl();
  const { keyId } = useParams();
  if (!keyId) return <AssignForm fixed={null} />;
  return (
    <KeyOfAddress keyId={keyId}>
      {(key) =>
        key.state === 'ISSUED' ? (
          <Stack gap="md">
            <Alert color="orange" variant="light" data-testid="key-assign-blocked">
              {intl.formatMessage(k.alreadyIssued, { number: key.number, name: key.holderName ?? '' })}
            </Alert>
            <Group justify="flex-end">
              <BackButton label={k.backToKey} />
            </Group>
          </Stack>
        ) : (
          <AssignForm fixed={key} />
        )
      }
    </KeyOfAddress>
  );
}

function AssignForm({ fixed }: { fixed: AccessKeyDetails | null }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const assign = useAssignKeyMutation();
  const [keyQuery, setKeyQuery] = useState('');
  const keys = useKeyChoicesQuery(keyQuery, !fixed);
  const [holderQuery, setHolderQuery] = useState('');
  const holders = useHolderChoicesQuery(holderQuery);
  const form = useSchemaForm(assignForm, { defaultValues: { keyId: fixed?.id ?? '', holder: null } });
  const frame = useFormFrame(form, assign, {
    guard: false,
    fields: fixed
      ? { ACCESS_HOLDER_INVALID: 'holder' }
      : { ACCESS_HOLDER_INVALID: 'holder', ACCESS_KEY_STATE: 'keyId' },
    fieldOf: holderFieldOf,
    toVariables: ({ keyId, holder }) => ({ keyId, ...(holder as KeyHolder) }),
    onSaved: (saved) => {
      toast.success(intl.formatMessage(k.assigned, { number: saved.number, name: saved.holderName ?? '' }));
      navigate(href('iot.keys.details', { keyId: saved.id }));
    },
  });
  const none = intl.formatMessage(m.none);

  return (
    <FormFrame form={form} frame={frame} data-testid="key-assign-form">
      <Stack gap="md">
        {fixed ? (
          <>
            <DetailFields
              fields={[
                [intl.formatMessage(k.key), fixed.number, 'key-assign-number'],
                [intl.formatMessage(k.description), fixed.description ?? none],
              ]}
            />
            <Text size="sm">
              {intl.formatMessage(k.assignIntro, { locations: fixed.locationNames.join(', ') || none })}
            </Text>
          </>
        ) : (
          <FormField
            name="keyId"
            render={(field) => (
              <KeyChoice
                choices={keys}
                onQueryChange={setKeyQuery}
                value={(field.value as string) || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled}
                testId="key-assign-key"
              />
            )}
          />
        )}
        <HolderField
          choices={holders}
          onQueryChange={setHolderQuery}
          label={intl.formatMessage(k.person)}
          required
          testId="key-assign-holder"
        />
        <Group justify="flex-end">
          <BackButton />
          <Button type="submit" loading={frame.saving} data-testid="key-assign-save">
            {intl.formatMessage(k.assign)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/**
 * /iot/keys/delete/:keyId? (modal): the portal's delete question, then the key is deleted (an issued
 * one is taken back first, its revocation still reaching every lock) and the list opens. Without a
 * key in the address, the key is chosen first among those in stock.
 */
export function KeyDeletePage() {
  const { keyId } = useParams();
  const [chosen, setChosen] = useState<DeleteTarget | null>(null);
  const [keyQuery, setKeyQuery] = useState('');
  const keys = useKeyChoicesQuery(keyQuery, !keyId, true);
  if (keyId) {
    return <KeyOfAddress keyId={keyId}>{(key) => <DeleteQuestion target={key} chooser={null} />}</KeyOfAddress>;
  }
  return (
    <DeleteQuestion
      target={chosen}
      chooser={
        <KeyChoice
          choices={keys}
          onQueryChange={setKeyQuery}
          value={chosen?.id ?? null}
          onChange={(_, key) => setChosen(key)}
          testId="key-delete-key"
        />
      }
    />
  );
}

type DeleteTarget = Pick<AccessKeyDetails, 'id' | 'number' | 'state'> & { holderName?: string | null };

function DeleteQuestion({ target, chooser }: { target: DeleteTarget | null; chooser: ReactNode }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteKeyMutation();
  const run = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success(intl.formatMessage(k.deleted, { number: target.number }));
      navigate(href('iot.keys.index'));
    } catch {
      // Shown below the question, where the user is looking.
    }
  };
  const note =
    target?.state === 'ISSUED'
      ? intl.formatMessage(k.deleteIssuedNote, { number: target.number, name: target.holderName ?? '' })
      : intl.formatMessage(k.deleteNote);

  return (
    <Stack gap="md" data-testid="key-delete" data-key-id={target?.id ?? ''}>
      {chooser}
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="red">
          <WarningIcon size={24} />
        </ThemeIcon>
        <Text fz="lg" fw={700} lh={1.35}>
          {intl.formatMessage(chooser && !target ? k.deleteWhich : k.deleteConfirm)}
        </Text>
        <Text size="sm" c="dimmed" data-testid="key-delete-note">
          {note}
        </Text>
      </Stack>
      {remove.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="key-delete-error">
          {remove.error.message}
        </Alert>
      )}
      <Group justify="center" gap="sm">
        <BackButton />
        <Button
          color="red.9"
          miw={120}
          onClick={() => void run()}
          disabled={!target}
          loading={remove.isPending}
          data-testid="key-delete-confirm"
        >
          {intl.formatMessage(k.delete)}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /iot/keys/change-locations/:keyId? (modal): the key's locations, as they are, to change; an issued
 * key's locks of added locations are given it and those of removed ones told to forget it. Without a
 * key in the address, the key is chosen first among those in stock.
 */
export function KeyLocationsPage() {
  const { keyId } = useParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const [keyQuery, setKeyQuery] = useState('');
  const keys = useKeyChoicesQuery(keyQuery, !keyId, true);
  const locations = useLocationChoicesQuery();
  const id = keyId ?? chosen;
  return (
    <Stack gap="md">
      {!keyId && (
        <KeyChoice
          choices={keys}
          onQueryChange={setKeyQuery}
          value={chosen}
          onChange={(value) => setChosen(value)}
          testId="key-locations-key"
        />
      )}
      {id && (
        <KeyOfAddress keyId={id}>
          {/* Keyed by the key: another key's form starts from its own locations. */}
          {(key) => <LocationsForm key={key.id} current={key} locations={locations} />}
        </KeyOfAddress>
      )}
    </Stack>
  );
}

function LocationsForm({
  current,
  locations,
}: {
  current: AccessKeyDetails;
  locations: ReturnType<typeof useLocationChoicesQuery>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const change = useChangeKeyLocationsMutation(current.id);
  const form = useSchemaForm(access.keys.changeKeyLocations.body, {
    defaultValues: { locationIds: current.locationIds },
  });
  const frame = useFormFrame(form, change, {
    guard: false,
    onSaved: () => {
      toast.success(intl.formatMessage(k.locationsChanged, { number: current.number }));
      stack.close();
    },
  });
  const known = current.locationIds.map((id, index) => ({ id, name: current.locationNames[index] ?? id }));
  return (
    <FormFrame form={form} frame={frame} data-testid="key-locations-form" data-key-id={current.id}>
      <Stack gap="md">
        <Text size="sm" data-testid="key-locations-intro">
          {current.state === 'ISSUED'
            ? intl.formatMessage(k.changeLocationsIssued, { number: current.number, name: current.holderName ?? '' })
            : intl.formatMessage(k.changeLocationsStock, { number: current.number })}
        </Text>
        <LocationsField
          choices={locations}
          known={known}
          description={intl.formatMessage(k.locationsHint)}
          testId="key-locations-select"
        />
        <Group justify="flex-end">
          <BackButton />
          <Button type="submit" loading={frame.saving} data-testid="key-locations-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/**
 * /iot/keys/import (modal over the list): the kit's CSV import of keys (file, preview with each
 * refused row's reasons, confirm, progress, outcome); the keys go to stock. Its last step closes it.
 */
export function KeyImportPage() {
  const intl = useIntl();
  const stack = useModalStack();
  return (
    <Stack gap="md">
      <Text size="sm">{intl.formatMessage(k.importHint)}</Text>
      <ImportSteps
        endpoints={access.keys.keyImports}
        columns={access.keys.KEY_IMPORT_COLUMNS}
        scope={keysScope}
        templateName="keys"
        onClose={() => stack.close()}
        testId="keys-import"
      />
    </Stack>
  );
}
