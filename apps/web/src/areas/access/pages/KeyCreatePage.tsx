import { access } from '@lintel/contracts';
import type { KeyInput } from '@lintel/contracts/access/keys';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateKeyMutation, useHolderChoicesQuery } from '../api/keys.ts';
import { useLocationChoicesQuery } from '../api/leases.ts';
import { LocationsField } from '../components/LocationsField.tsx';
import { keyMessages as k } from '../keys.messages.ts';
import { accessMessages as m } from '../messages.ts';
import { HolderField, holderFieldOf } from './KeyFields.tsx';

const EMPTY: KeyInput = { number: '', description: '', locationIds: [], holder: null };

/**
 * /iot/keys/create: a new key, validated by the server's own schema: its number (as printed on it),
 * a description, the locations it opens and, optionally, the resident or staff member it is issued
 * to at once (else it goes to stock). A refusal (a number already taken, a person who cannot hold
 * it) keeps what was typed and lands next to its field; saved, the key opens.
 */
export default function KeyCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateKeyMutation();
  const locations = useLocationChoicesQuery();
  const [holderQuery, setHolderQuery] = useState('');
  const holders = useHolderChoicesQuery(holderQuery);
  const form = useSchemaForm(access.keys.keyInput, { defaultValues: EMPTY });
  const frame = useFormFrame(form, create, {
    fields: { ACCESS_KEY_NUMBER_TAKEN: 'number', ACCESS_HOLDER_INVALID: 'holder' },
    fieldOf: holderFieldOf,
    onSaved: (saved) => {
      toast.success(intl.formatMessage(k.keyAdded, { number: saved.number }));
      navigate(href('iot.keys.details', { keyId: saved.id }));
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="key-form">
      <Stack gap="md" maw={720}>
        <FormTextInput
          name="number"
          label={intl.formatMessage(k.number)}
          description={intl.formatMessage(k.numberHint)}
          maxLength={32}
          required
          data-testid="key-form-number"
        />
        <FormTextInput
          name="description"
          label={intl.formatMessage(k.description)}
          maxLength={200}
          data-testid="key-form-description"
        />
        <LocationsField
          choices={locations}
          description={intl.formatMessage(k.locationsHint)}
          testId="key-form-locations"
        />
        <HolderField
          choices={holders}
          onQueryChange={setHolderQuery}
          label={intl.formatMessage(k.issueTo)}
          description={intl.formatMessage(k.issueToHint)}
          testId="key-form-holder"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(href('iot.keys.index'))}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="key-form-save">
            {intl.formatMessage(k.add)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
