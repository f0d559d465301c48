import { access } from '@lintel/contracts';
import { PASS_TYPES, type PassInput } from '@lintel/contracts/access/passes';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { HoursFields } from '../../../app/kit/hours/HoursFields.tsx';
import { SearchSelect } from '../../../app/kit/SearchSelect.tsx';
import { href } from '../../../app/routing/table.ts';
import { useLocationChoicesQuery } from '../api/leases.ts';
import { useCreatePassMutation, usePassUnitChoicesQuery } from '../api/passes.ts';
import { DateTimeField, thisMinute } from '../components/DateTimeField.tsx';
import { LocationsField } from '../components/LocationsField.tsx';
import { passTypes } from '../components/states.ts';
import { accessMessages as am } from '../messages.ts';
import { passMessages as m } from '../passes.messages.ts';

const TYPE_HINTS = { VENDOR: m.typeVENDORHint, RESIDENT: m.typeRESIDENTHint, GUEST: m.typeGUESTHint } as const;

/** The unit a resident's visitor or a guest comes to, found by the start of its name (optional). */
function UnitField() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const units = usePassUnitChoicesQuery(q);
  const options = (units.data ?? []).map((unit) => ({
    value: unit.id,
    label: intl.formatMessage(am.unitOption, { unit: unit.name, building: unit.buildingName }),
  }));
  return (
    <>
      {units.isError && (
        <Alert color="red" variant="light" title={intl.formatMessage(am.unitsFailed)}>
          {units.error.message}
        </Alert>
      )}
      <FormField
        name="unitId"
        render={(field) => (
          <SearchSelect
            label={intl.formatMessage(m.unit)}
            description={intl.formatMessage(m.unitHint)}
            placeholder={intl.formatMessage(am.unitSearch)}
            options={options}
            onQueryChange={setQ}
            value={(field.value as string | null) || null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={field.error}
            disabled={field.disabled}
            nothingFound={intl.formatMessage(am.noUnits)}
            testId="pass-form-unit"
          />
        )}
      />
    </>
  );
}

/** A vendor's pass names its company; a visitor's or a guest's may name the unit they come to. */
const forType = (values: PassInput): PassInput => (values.type === 'VENDOR' ? { ...values, unitId: null } : values);

/**
 * /iot/passes/create (part 3 section 2 "Passes"): a pass for a vendor (with their company), a
 * resident's visitor or a guest (with the unit they come to, if any): the holder, the locations, the
 * window, the hours of operation and a note, validated by the server's own schema. A refusal keeps
 * what was typed and lands next to its fields (an end before the start on the end, an hours conflict
 * on both entries it is about); created, the pass opens with its PIN.
 */
export default function PassCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useCreatePassMutation();
  const locations = useLocationChoicesQuery();
  const [initial] = useState<PassInput>(() => ({
    type: 'VENDOR',
    holderName: '',
    company: '',
    email: '',
    phone: '',
    unitId: null,
    locationIds: [],
    validFrom: thisMinute(),
    validUntil: '',
    hours: [],
    note: '',
  }));
  const form = useSchemaForm(access.passes.passInput, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    toVariables: forType,
    onSaved: (saved) => {
      toast.success(m.created);
      navigate(href('iot.passes.details', { id: saved.id }));
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });

  return (
    <FormFrame form={form} frame={frame} data-testid="pass-form">
      <Stack gap="md" maw={860}>
        <FormField
          name="type"
          render={(field) => (
            <Radio.Group
              label={intl.formatMessage(m.type)}
              value={field.value as string}
              onChange={(value) => field.onChange(value)}
              error={field.error}
              required
              data-testid="pass-form-type"
            >
              <Group gap="xl" mt={6}>
                {PASS_TYPES.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    disabled={field.disabled}
                    label={intl.formatMessage(passTypes[option])}
                    description={intl.formatMessage(TYPE_HINTS[option])}
                    data-testid={`pass-form-type-${option}`}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormTextInput
            name="holderName"
            label={intl.formatMessage(m.holderName)}
            required
            maxLength={201}
            data-testid="pass-form-holder"
          />
          <FormTextInput
            name="company"
            label={intl.formatMessage(m.company)}
            required={type === 'VENDOR'}
            maxLength={200}
            data-testid="pass-form-company"
          />
          <FormTextInput
            name="email"
            type="email"
            label={intl.formatMessage(m.email)}
            maxLength={254}
            data-testid="pass-form-email"
          />
          <FormTextInput
            name="phone"
            type="tel"
            label={intl.formatMessage(m.phone)}
            maxLength={30}
            data-testid="pass-form-phone"
          />
        </SimpleGrid>
        {type !== 'VENDOR' && <UnitField />}
        <LocationsField choices={locations} testId="pass-form-locations" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateTimeField name="validFrom" label={intl.formatMessage(am.validFromField)} testId="pass-form-from" />
          <DateTimeField name="validUntil" label={intl.formatMessage(am.validUntilField)} testId="pass-form-until" />
        </SimpleGrid>
        <HoursFields hint={intl.formatMessage(am.hoursHint)} />
        <FormTextInput name="note" label={intl.formatMessage(m.note)} maxLength={500} data-testid="pass-form-note" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(href('iot.passes.index'))}>
            {intl.formatMessage(am.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="pass-form-save">
            {intl.formatMessage(m.create)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
