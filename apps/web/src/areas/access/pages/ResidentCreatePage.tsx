import { access } from '@lintel/contracts';
import type { ResidentInput } from '@lintel/contracts/access/residents';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateResidentMutation } from '../api/residents.ts';
import { accessMessages as m } from '../messages.ts';
import { residentMessages as r } from '../residents.messages.ts';

const EMPTY: ResidentInput = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * /iot/residents/create (RESIDENT_CREATE; D229): a new resident of the community, validated by the
 * server's own schema (the lease form's resident: first and last name, an optional email, a phone).
 * An email another resident of the community has is refused on its field and what was typed stays;
 * saved, the resident opens.
 */
export default function ResidentCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateResidentMutation();
  const form = useSchemaForm(access.residents.residentInput, { defaultValues: EMPTY });
  const frame = useFormFrame(form, create, {
    fields: { ACCESS_RESIDENT_EMAIL_TAKEN: 'email' },
    onSaved: (saved) => {
      toast.success(intl.formatMessage(r.added, { name: `${saved.firstName} ${saved.lastName}` }));
      navigate(href('iot.residents.details', { id: saved.id }));
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="resident-form">
      <Stack gap="md" maw={720}>
        <Text size="sm" c="gray.7">
          {intl.formatMessage(r.createIntro)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormTextInput
            name="firstName"
            label={intl.formatMessage(m.firstName)}
            required
            maxLength={100}
            data-testid="resident-form-firstName"
          />
          <FormTextInput
            name="lastName"
            label={intl.formatMessage(m.lastName)}
            required
            maxLength={100}
            data-testid="resident-form-lastName"
          />
          <FormTextInput
            name="email"
            type="email"
            label={intl.formatMessage(m.email)}
            description={intl.formatMessage(r.emailHint)}
            maxLength={254}
            data-testid="resident-form-email"
          />
          <FormTextInput
            name="phone"
            type="tel"
            label={intl.formatMessage(m.phone)}
            maxLength={30}
            data-testid="resident-form-phone"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(href('iot.residents.index'))}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="resident-form-save">
            {intl.formatMessage(r.add)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
