import { formatNumber } from '@lintel/formats/numbers';
import { gate } from '@lintel/permissions';
import { useToast } from '@lintel/ui';
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCommonSpaceQuery, useUpdateCommonSpaceMutation } from '../api/common-spaces.ts';
import { commonSpaceMessages as c } from '../common-spaces.messages.ts';
import { CommonSpaceForm } from '../components/CommonSpaceForm.tsx';
import { DetailFields } from '../components/DetailFields.tsx';
import { purposeLabel } from '../components/purpose.ts';

/**
 * A common or maintenance area (modal): its facts, its building one click away, and with the living
 * spaces create permission an edit form in place (the business purpose stays).
 */
export default function CommonSpaceDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const { id = '' } = useParams();
  const query = useCommonSpaceQuery(id);
  const update = useUpdateCommonSpaceMutation(id);
  const canEdit = usePermissions().can(gate.key('CBR_LIVING_SPACES_CREATE'));
  const [editing, setEditing] = useState(false);
  const space = query.data;
  if (!space) {
    return <QueryState query={query} failed={intl.formatMessage(c.failed)} />;
  }
  const none = intl.formatMessage(c.none);
  const heading = (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm">
        <Title order={2} size="h3" data-testid="area-name">
          {space.name}
        </Title>
        <Badge variant="light" data-testid="area-purpose">
          {intl.formatMessage(purposeLabel[space.businessPurpose])}
        </Badge>
      </Group>
      {canEdit && !editing && (
        <Button variant="light" size="xs" onClick={() => setEditing(true)} data-testid="area-edit">
          {intl.formatMessage(c.edit)}
        </Button>
      )}
    </Group>
  );

  if (editing) {
    return (
      <Stack gap="lg" data-testid="area-details">
        {heading}
        <CommonSpaceForm
          initial={space}
          saving={update.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            // A refusal goes back to the form, which shows it next to the field.
            await update.mutateAsync(values);
            toast.success(c.saved);
            setEditing(false);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="area-details">
      {heading}
      <DetailFields
        fields={[
          [
            intl.formatMessage(c.building),
            space.buildingId ? (
              <Anchor
                key="building"
                component={Link}
                to={href('cbr.living.building.details', { buildingId: space.buildingId })}
                data-testid="area-building-link"
              >
                {space.buildingName}
              </Anchor>
            ) : (
              none
            ),
            'area-building',
          ],
          [intl.formatMessage(c.floor), space.floor ?? none, 'area-floor'],
          [
            intl.formatMessage(c.squareFeet),
            space.squareFeet === null ? none : formatNumber(space.squareFeet),
            'area-square-feet',
          ],
          [intl.formatMessage(c.description), space.description ?? none, 'area-description'],
        ]}
      />
    </Stack>
  );
}
