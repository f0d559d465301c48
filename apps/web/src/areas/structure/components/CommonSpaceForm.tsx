import { structure } from '@lintel/contracts';
import type { CommonSpace, CommonSpaceInput } from '@lintel/contracts/structure/common-spaces';
import { FormField, FormTextInput, useSchemaForm } from '@lintel/ui';
import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { commonSpaceMessages as c } from '../common-spaces.messages.ts';
import { BuildingDropdown } from './BuildingDropdown.tsx';
import { FormNumberInput } from './FormNumberInput.tsx';

const schema = structure.commonSpaces.commonSpaceInput;
type Values = z.output<typeof schema>;

const empty: CommonSpaceInput = { name: '', buildingId: null, floor: null, squareFeet: null, description: '' };

export function toInput(space: CommonSpace): CommonSpaceInput {
  return {
    name: space.name,
    buildingId: space.buildingId,
    floor: space.floor,
    squareFeet: space.squareFeet,
    description: space.description ?? '',
  };
}

/**
 * The fields of a common or maintenance area, validated by the contract's schema, in the kit's form
 * frame. `onSave` throws when the server refuses; what was typed stays, each refusal shows next to
 * its field (a taken name on the name), and leaving with unsaved changes asks first.
 */
export function CommonSpaceForm({
  initial,
  onSave,
  saving,
  extra,
  onCancel,
}: {
  initial?: CommonSpace;
  onSave: (values: Values) => Promise<void>;
  saving: boolean;
  /** Shown above the fields (the business purpose). */
  extra?: ReactNode;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const form = useSchemaForm(schema, { defaultValues: initial ? toInput(initial) : empty });
  const known =
    initial?.buildingId && initial.buildingName
      ? [{ key: initial.buildingId, value: initial.buildingName }]
      : undefined;

  const frame = useFormFrame(form, { mutateAsync: onSave, isPending: saving }, { fields: { CBR_NAME_TAKEN: 'name' } });

  return (
    <FormFrame form={form} frame={frame} data-testid="area-form">
      <Stack gap="md" maw={560}>
        {extra}
        <FormTextInput name="name" label={intl.formatMessage(c.name)} required maxLength={100} />
        <BuildingDropdown
          name="buildingId"
          label={intl.formatMessage(c.building)}
          placeholder={intl.formatMessage(c.selectBuilding)}
          description={intl.formatMessage(c.buildingHint)}
          {...(known ? { known } : {})}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormNumberInput name="floor" label={intl.formatMessage(c.floor)} optional />
          <FormNumberInput name="squareFeet" label={intl.formatMessage(c.squareFeet)} optional />
        </SimpleGrid>
        <FormField
          name="description"
          render={(field) => (
            <Textarea
              label={intl.formatMessage(c.description)}
              name={field.name}
              value={(field.value as string | null) ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              maxLength={1000}
              autosize
              minRows={3}
            />
          )}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="subtle" color="gray" onClick={onCancel} disabled={saving}>
              {intl.formatMessage(c.cancel)}
            </Button>
          )}
          <Button type="submit" loading={saving} data-testid="area-form-save">
            {intl.formatMessage(c.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
