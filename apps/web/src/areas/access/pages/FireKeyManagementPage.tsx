import { access } from '@lintel/contracts';
import type { FireKeyInput } from '@lintel/contracts/access/fire-keys';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useCreateFireKeyMutation } from '../api/fireKeys.ts';
import { useLocationChoicesQuery } from '../api/leases.ts';
import { LocationsField } from '../components/LocationsField.tsx';
import { fireKeyMessages as f } from '../fire-keys.messages.ts';
import { FireKeysSection, selecting } from './FireKeysSection.tsx';

const EMPTY: FireKeyInput = { number: '', description: '', locationIds: [] };

/**
 * /iot/firekey/management (part 3 section 1; FIRE_KEY_UPDATE with the firekey setting on, D225): add
 * a fire key, validated by the server's own schema (its number as printed on the fob, where it is
 * kept, the locations it opens at all hours). A refusal (a number already used) keeps what was typed
 * and lands next to its field; added, the form is emptied and the new fire key opens under the list,
 * its locks confirming. The list's fire keys are revoked or deleted from their details.
 */
export default function FireKeyManagementPage() {
  const intl = useIntl();
  const toast = useToast();
  const [, setParams] = useSearchParams();
  const area = useRef<HTMLDivElement>(null);
  const create = useCreateFireKeyMutation();
  const locations = useLocationChoicesQuery();
  const form = useSchemaForm(access.fireKeys.fireKeyInput, { defaultValues: EMPTY });
  const frame = useFormFrame(form, create, {
    fields: { ACCESS_FIRE_KEY_NUMBER_TAKEN: 'number' },
    onSaved: (saved) => {
      toast.success(intl.formatMessage(f.fireKeyAdded, { number: saved.number }));
      // The save kept the focus in the field being edited (the kit's Form does): released before the
      // form is emptied, or leaving the emptied field would flag it as required.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && area.current?.contains(focused)) focused.blur();
      form.reset(EMPTY);
      setParams((prev) => new URLSearchParams(selecting(prev, saved.id).slice(1)));
    },
  });

  return (
    <Stack gap="xl">
      <Card withBorder padding="md" maw={760} ref={area}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {intl.formatMessage(f.addTitle)}
          </Title>
          <FormFrame form={form} frame={frame} data-testid="firekey-form">
            <Stack gap="md">
              <FormTextInput
                name="number"
                label={intl.formatMessage(f.number)}
                description={intl.formatMessage(f.numberHint)}
                maxLength={32}
                required
                data-testid="firekey-form-number"
              />
              <FormTextInput
                name="description"
                label={intl.formatMessage(f.description)}
                description={intl.formatMessage(f.descriptionHint)}
                maxLength={200}
                data-testid="firekey-form-description"
              />
              <LocationsField
                choices={locations}
                description={intl.formatMessage(f.locationsHint)}
                testId="firekey-form-locations"
              />
              <Group justify="flex-end">
                <Button type="submit" loading={frame.saving} data-testid="firekey-form-save">
                  {intl.formatMessage(f.add)}
                </Button>
              </Group>
            </Stack>
          </FormFrame>
        </Stack>
      </Card>
      <FireKeysSection manage />
    </Stack>
  );
}
