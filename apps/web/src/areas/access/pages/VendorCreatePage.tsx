import { access } from '@lintel/contracts';
import type { VendorInput } from '@lintel/contracts/access/vendors';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateVendorMutation } from '../api/vendors.ts';
import { accessMessages as m } from '../messages.ts';
import { vendorMessages as v } from '../vendors.messages.ts';

const EMPTY: VendorInput = { companyName: '', firstName: '', lastName: '', email: '', phone: '' };

/**
 * /iot/vendors/create (part 3 section 1; D232): a new vendor of the customer, working in this
 * community: its company, its contact's name, e-mail and phone, validated by the server's own schema.
 * An e-mail another vendor of the customer has is refused on its field and what was typed stays;
 * saved, the vendor opens.
 */
export default function VendorCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateVendorMutation();
  const form = useSchemaForm(access.vendors.vendorInput, { defaultValues: EMPTY });
  const frame = useFormFrame(form, create, {
    fields: { ACCESS_VENDOR_EMAIL_TAKEN: 'email' },
    onSaved: (saved) => {
      toast.success(intl.formatMessage(v.vendorAdded, { company: saved.companyName }));
      navigate(href('iot.vendors.details', { id: saved.id }));
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="vendor-form">
      <Stack gap="md" maw={720}>
        <FormTextInput
          name="companyName"
          label={intl.formatMessage(v.company)}
          maxLength={200}
          required
          data-testid="vendor-form-company"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormTextInput
            name="firstName"
            label={intl.formatMessage(v.firstName)}
            maxLength={100}
            required
            data-testid="vendor-form-first-name"
          />
          <FormTextInput
            name="lastName"
            label={intl.formatMessage(v.lastName)}
            maxLength={100}
            required
            data-testid="vendor-form-last-name"
          />
        </SimpleGrid>
        <FormTextInput
          name="email"
          type="email"
          label={intl.formatMessage(v.email)}
          description={intl.formatMessage(v.emailHint)}
          maxLength={254}
          required
          data-testid="vendor-form-email"
        />
        <FormTextInput
          name="phone"
          type="tel"
          label={intl.formatMessage(v.phone)}
          description={intl.formatMessage(v.phoneHint)}
          maxLength={40}
          data-testid="vendor-form-phone"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(href('iot.vendors.index'))}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="vendor-form-save">
            {intl.formatMessage(v.add)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
