import { useConfirm, useToast } from '@lintel/ui';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useDeleteVendorMutation, useRemoveVendorMutation, useVendorQuery } from '../api/vendors.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { PersonAccessLinks } from '../components/PersonAccessLinks.tsx';
import { DATE_TIME } from '../components/states.ts';
import { vendorScreens } from '../components/vendorScreens.ts';
import { accessMessages as m } from '../messages.ts';
import { vendorMessages as v } from '../vendors.messages.ts';

/**
 * /iot/vendors/:id (part 3 section 1; D232, D233): a vendor of the community, its contact and the
 * communities it works in (among the user's), and its access here (links to its authorizations, keyring
 * and keyring management, each with its key). Change e-mail and add to community
 * open as modals (add to community only for a role type on the allowed list, which the server decides);
 * delete from the community and delete from the customer each ask the spec's question ("are you sure
 * you want to delete vendor?") with what the delete does, then go back to the list.
 */
export default function VendorDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useVendorQuery(id);
  const remove = useRemoveVendorMutation();
  const destroy = useDeleteVendorMutation();
  const vendor = query.data;
  if (!vendor) return <QueryState query={query} failed={intl.formatMessage(v.vendorFailed)} testId="vendor-error" />;

  const can = (key: string) => permissions.can({ key });
  const none = intl.formatMessage(m.none);
  const company = vendor.companyName;
  const deleteVendor = async (scope: 'community' | 'customer') => {
    const yes = await ask({
      id: `delete-vendor-${scope}-${vendor.id}`,
      confirmationMessage: v.deleteConfirm,
      confirmationNote: { ...(scope === 'community' ? v.removeNote : v.deleteNote), values: { company } },
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await (scope === 'community' ? remove : destroy).mutateAsync(vendor.id);
      toast.success(intl.formatMessage(scope === 'community' ? v.removed : v.deleted, { company }));
      navigate(href('iot.vendors.index'));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="vendor-details" data-vendor-id={vendor.id}>
      <DetailsHeader
        title={company}
        testId="vendor-title"
        subtitle={
          <Text size="sm" c="gray.7" data-testid="vendor-contact">
            {vendor.firstName} {vendor.lastName}
          </Text>
        }
        actions={
          <Group gap="sm">
            {can('USER_CHANGE_EMAIL') && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.vendors.changeEmail', { id: vendor.id })}
                data-testid="vendor-change-email"
              >
                {intl.formatMessage(v.changeEmailTitle)}
              </Button>
            )}
            {can('USER_ADD_TO_COMMUNITY') && vendor.mayAddToCommunity && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.vendors.addToCommunity', { id: vendor.id })}
                data-testid="vendor-add-to-community"
              >
                {intl.formatMessage(v.addToCommunityTitle)}
              </Button>
            )}
            {can('USER_DELETE_FROM_COMMUNITY') && (
              <Button
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={() => void deleteVendor('community')}
                data-testid="vendor-remove"
              >
                {intl.formatMessage(v.removeFromCommunity)}
              </Button>
            )}
            {can('USER_DELETE_FROM_CUSTOMER') && (
              <Button
                variant="light"
                color="red"
                loading={destroy.isPending}
                onClick={() => void deleteVendor('customer')}
                data-testid="vendor-delete"
              >
                {intl.formatMessage(v.deleteFromCustomer)}
              </Button>
            )}
          </Group>
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(v.company), company],
          [intl.formatMessage(v.contact), `${vendor.firstName} ${vendor.lastName}`],
          [intl.formatMessage(v.email), vendor.email, 'vendor-email'],
          [intl.formatMessage(v.phone), vendor.phone ?? none, 'vendor-phone'],
          [
            intl.formatMessage(v.communities),
            vendor.communities.map((c) => c.name).join(', ') || none,
            'vendor-communities',
          ],
          [intl.formatMessage(v.addedBy), vendor.createdByName ?? none],
          [intl.formatMessage(v.added), intl.formatDate(vendor.createdAt, DATE_TIME)],
        ]}
      />
      {/* Its access here, with its access screens (D230). */}
      <Stack gap={4} data-testid="vendor-access">
        <Title order={3} size="h4">
          {intl.formatMessage(v.access)}
        </Title>
        <Text size="sm" c="gray.7" data-testid="vendor-access-intro">
          {intl.formatMessage(v.accessIntro, { credentials: vendor.credentials, grants: vendor.liveGrants })}
        </Text>
        <PersonAccessLinks
          screens={vendorScreens}
          personId={vendor.id}
          can={permissions.can}
          testId="vendor-access-links"
        />
      </Stack>
    </Stack>
  );
}
