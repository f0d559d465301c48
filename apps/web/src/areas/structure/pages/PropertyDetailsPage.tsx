import { LOCATION_ROOT_ID } from '@lintel/contracts/structure/locations';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useDeletePropertyMutation, useLocationTreeQuery, usePropertyQuery } from '../api/locations.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { findPlaced } from '../components/tree.ts';
import { revealNodes, selectNode } from '../components/treeState.ts';
import { locationMessages as m } from '../locations.messages.ts';

/**
 * One property of the tree: where it hangs, its space type and what is under it. While it is open the
 * tree underneath marks it and opens down to it. edit property is the route's action.
 */
export default function PropertyDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const stack = useModalStack();
  const { callContext } = useWorkContext();
  const key = callContext.communityId ?? '';
  const { propertyId = '' } = useParams();
  const query = usePropertyQuery(propertyId);
  const tree = useLocationTreeQuery();
  const remove = useDeletePropertyMutation();
  const placed = tree.data ? findPlaced(tree.data, propertyId) : undefined;
  const ancestors = placed?.ancestors.join(',');

  // The delete may finish after the user has left: only then does it close this view itself.
  const shown = useRef<string | null>(propertyId);
  useEffect(() => {
    shown.current = propertyId;
    selectNode(key, propertyId);
    return () => {
      shown.current = null;
      selectNode(key, null);
    };
  }, [key, propertyId]);
  useEffect(() => {
    if (ancestors) revealNodes(key, ancestors.split(','));
  }, [key, ancestors]);

  const property = query.data;
  if (!property) {
    return <QueryState query={query} failed={intl.formatMessage(m.propertyFailed)} testId="property-error" />;
  }

  const deleteProperty = async () => {
    const yes = await confirm({
      id: `delete-property-${property.id}`,
      confirmationMessage: intl.formatMessage(m.deletePropertyConfirm, { name: property.name }),
      confirmBtnText: intl.formatMessage(m.delete),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(property.id);
      toast.success(m.propertyDeleted);
      if (shown.current === property.id) stack.close();
    } catch (error) {
      toast.error(error);
    }
  };

  const children = placed?.node.children ?? [];
  const deleteButton = (
    <Button
      variant="light"
      color="red"
      disabled={property.childCount > 0}
      loading={remove.isPending}
      onClick={() => void deleteProperty()}
      data-testid="property-delete"
    >
      {intl.formatMessage(m.deleteProperty)}
    </Button>
  );

  return (
    <Stack gap="lg" data-testid="property-details">
      <Title order={2} size="h3" data-testid="property-name">
        {property.name}
      </Title>
      {property.buildingId ? (
        <Text size="sm" data-testid="property-building">
          {intl.formatMessage(m.buildingNode)}{' '}
          <Anchor
            underline="always"
            component={Link}
            to={href('cbr.living.building.details', { buildingId: property.buildingId })}
          >
            {intl.formatMessage(m.openBuilding)}
          </Anchor>
        </Text>
      ) : null}
      <DetailFields
        fields={[
          [
            intl.formatMessage(m.parent),
            property.parentId === LOCATION_ROOT_ID ? (
              property.parentName
            ) : (
              <Anchor
                key="parent"
                component={Link}
                to={href('cbr.locations.details', { propertyId: property.parentId })}
              >
                {property.parentName}
              </Anchor>
            ),
            'property-parent-name',
          ],
          [
            intl.formatMessage(m.spaceType),
            property.spaceTypeId ? (
              <Anchor
                key="space-type"
                component={Link}
                to={href('cbr.locations.spaceTypes.details', { id: property.spaceTypeId })}
              >
                {property.spaceTypeName}
              </Anchor>
            ) : (
              '—'
            ),
            'property-space-type-name',
          ],
          [intl.formatMessage(m.description), property.description ?? '—', 'property-description'],
          [intl.formatMessage(m.created), intl.formatDate(property.createdAt, { dateStyle: 'medium' })],
        ]}
      />
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} data-testid="property-child-count">
            {intl.formatMessage(m.childCount, { count: property.childCount })}
          </Text>
          <Button
            component={Link}
            to={href('cbr.locations.create', {}, { parentId: property.id })}
            variant="light"
            size="xs"
            data-testid="property-add-under"
          >
            {intl.formatMessage(m.addUnderThis)}
          </Button>
        </Group>
        {children.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="property-no-children">
            {intl.formatMessage(m.noChildren)}
          </Text>
        ) : (
          <List data-testid="property-children">
            {children.map((child) => (
              <List.Item key={child.id}>
                <Anchor component={Link} to={href('cbr.locations.details', { propertyId: child.id })}>
                  {child.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      {/* A building's node goes with its building, in community structure. */}
      {property.buildingId === null ? (
        <Group justify="flex-start">
          {property.childCount > 0 ? (
            <Tooltip label={intl.formatMessage(m.deletePropertyBlocked)} withArrow>
              <span>{deleteButton}</span>
            </Tooltip>
          ) : (
            deleteButton
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
