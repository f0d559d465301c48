import { access } from '@lintel/contracts';
import type { VendorDetails } from '@lintel/contracts/access/vendors';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import {
  useAddVendorToCommunitiesMutation,
  useChangeVendorEmailMutation,
  useVendorCommunityChoicesQuery,
  useVendorQuery,
} from '../api/vendors.ts';
import { accessMessages as m } from '../messages.ts';
import { vendorMessages as v } from '../vendors.messages.ts';

/** The vendor of a modal's address, once read (or why it is not there). */
function VendorOfAddress({ children }: { children: (vendor: VendorDetails) => ReactNode }) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useVendorQuery(id);
  if (!query.data)
    return <QueryState query={query} failed={intl.formatMessage(v.vendorFailed)} testId="vendor-error" />;
  return children(query.data);
}

/** Closes the modal, back to the vendor. */
function BackButton() {
  const intl = useIntl();
  const stack = useModalStack();
  return (
    <Button variant="default" onClick={() => stack.close()}>
      {intl.formatMessage(m.cancel)}
    </Button>
  );
}

/**
 * /iot/vendors/:id/change-email (modal over the vendor; part 3 section 1 "change-email (vendors)"): the
 * vendor's new e-mail, for every community it works in. An address another vendor of the customer has
 * is refused on the field and what was typed stays.
 */
export function VendorChangeEmailPage() {
  return <VendorOfAddress>{(vendor) => <ChangeEmailForm vendor={vendor} />}</VendorOfAddress>;
}

function ChangeEmailForm({ vendor }: { vendor: VendorDetails }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const change = useChangeVendorEmailMutation(vendor.id);
  const form = useSchemaForm(access.vendors.vendorEmailInput, { defaultValues: { email: vendor.email } });
  const frame = useFormFrame(form, change, {
    guard: false,
    fields: { ACCESS_VENDOR_EMAIL_TAKEN: 'email' },
    onSaved: (saved) => {
      toast.success(intl.formatMessage(v.emailChanged, { company: saved.companyName }));
      stack.close();
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="vendor-email-form">
      <Stack gap="md">
        <Text size="sm">{intl.formatMessage(v.changeEmailIntro, { company: vendor.companyName })}</Text>
        <FormTextInput
          name="email"
          type="email"
          label={intl.formatMessage(v.newEmail)}
          maxLength={254}
          required
          data-testid="vendor-email-input"
        />
        <Group justify="flex-end">
          <BackButton />
          <Button type="submit" loading={frame.saving} data-testid="vendor-email-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/**
 * /iot/vendors/:id/add-to-community (modal over the vendor; part 3 section 1 "add-to-community
 * (vendors)", section 6's role-type limit; D233): the other communities of the customer the user works
 * in and may add vendors in, those it already works in shown and not choosable. The server refuses a
 * role type off the allowed list (the refusal is shown in the server's words) and any community out of
 * the user's reach, all or none.
 */
export function VendorAddToCommunityPage() {
  return <VendorOfAddress>{(vendor) => <AddToCommunityForm vendor={vendor} />}</VendorOfAddress>;
}

function AddToCommunityForm({ vendor }: { vendor: VendorDetails }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const choices = useVendorCommunityChoicesQuery(vendor.id);
  const add = useAddVendorToCommunitiesMutation(vendor.id);
  const form = useSchemaForm(access.vendors.addToCommunitiesInput, { defaultValues: { communityIds: [] } });
  const frame = useFormFrame(form, add, {
    guard: false,
    onSaved: (_, values) => {
      toast.success(
        intl.formatMessage(v.addedToCommunities, { company: vendor.companyName, count: values.communityIds.length }),
      );
      stack.close();
    },
  });
  if (!choices.data) {
    return (
      <QueryState query={choices} failed={intl.formatMessage(v.communitiesFailed)} testId="vendor-communities-error" />
    );
  }
  if (!choices.data.some((choice) => !choice.member)) {
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light" data-testid="vendor-no-communities">
          {intl.formatMessage(v.noCommunities)}
        </Alert>
        <Group justify="flex-end">
          <BackButton />
        </Group>
      </Stack>
    );
  }
  return (
    <FormFrame form={form} frame={frame} data-testid="vendor-communities-form">
      <Stack gap="md">
        <FormField
          name="communityIds"
          render={(field) => (
            <Checkbox.Group
              label={intl.formatMessage(v.chooseCommunities)}
              description={intl.formatMessage(v.addToCommunityIntro)}
              value={(field.value as string[] | undefined) ?? []}
              onChange={(value) => field.onChange(value)}
              error={field.error}
              required
              data-testid="vendor-communities"
            >
              <Stack gap="xs" mt="xs">
                {(choices.data ?? []).map((choice) => (
                  <Checkbox
                    key={choice.id}
                    value={choice.id}
                    disabled={choice.member || field.disabled}
                    label={choice.member ? intl.formatMessage(v.alreadyThere, { name: choice.name }) : choice.name}
                    data-testid="vendor-community-choice"
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <BackButton />
          <Button type="submit" loading={frame.saving} data-testid="vendor-communities-save">
            {intl.formatMessage(v.addToCommunities)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
