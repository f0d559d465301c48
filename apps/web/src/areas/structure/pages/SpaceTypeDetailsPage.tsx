import { formatNumber } from '@lintel/formats/numbers';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useLocationTreeQuery } from '../api/locations.ts';
import { useDeleteSpaceTypeMutation, useSpaceTypeQuery } from '../api/space-types.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { flattenTree } from '../components/tree.ts';
import { locationMessages as m } from '../locations.messages.ts';

/** One space type with the properties that have it (found in the tree, by path). */
export default function SpaceTypeDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const stack = useModalStack();
  const { id = '' } = useParams();
  const query = useSpaceTypeQuery(id);
  const tree = useLocationTreeQuery();
  const remove = useDeleteSpaceTypeMutation();
  // The delete may finish after the user has left: only then does it close this view itself.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const type = query.data;
  if (!type) {
    return <QueryState query={query} failed={intl.formatMessage(m.spaceTypeFailed)} testId="space-type-error" />;
  }

  const deleteType = async () => {
    const yes = await confirm({
      id: `delete-space-type-${type.id}`,
      confirmationMessage: intl.formatMessage(m.deleteSpaceTypeConfirm, { name: type.name }),
      confirmBtnText: intl.formatMessage(m.delete),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(type.id);
      toast.success(m.spaceTypeDeleted);
      if (shown.current) stack.close();
    } catch (error) {
      toast.error(error);
    }
  };

  const having = tree.data ? flattenTree(tree.data).filter((placed) => placed.node.spaceTypeId === type.id) : [];
  const deleteButton = (
    <Button
      variant="light"
      color="red"
      disabled={type.propertyCount > 0}
      loading={remove.isPending}
      onClick={() => void deleteType()}
      data-testid="space-type-delete"
    >
      {intl.formatMessage(m.deleteSpaceType)}
    </Button>
  );

  return (
    <Stack gap="lg" data-testid="space-type-details">
      <Title order={2} size="h3" data-testid="space-type-name">
        {type.name}
      </Title>
      <DetailFields
        fields={[
          [intl.formatMessage(m.description), type.description ?? '—', 'space-type-description'],
          [intl.formatMessage(m.created), intl.formatDate(type.createdAt, { dateStyle: 'medium' })],
        ]}
      />
      <Stack gap="xs">
        <Text fw={600} data-testid="space-type-property-count">
          {intl.formatMessage(m.propertiesWithType, { count: formatNumber(type.propertyCount) })}
        </Text>
        {type.propertyCount === 0 ? (
          <Text c="dimmed" size="sm" data-testid="space-type-no-properties">
            {intl.formatMessage(m.noProperties)}
          </Text>
        ) : (
          <List data-testid="space-type-properties">
            {having.map((placed) => (
              <List.Item key={placed.node.id}>
                <Anchor component={Link} to={href('cbr.locations.details', { propertyId: placed.node.id })}>
                  {placed.path.slice(1).join(' / ')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Group>
        {type.propertyCount > 0 ? (
          <Tooltip label={intl.formatMessage(m.deleteSpaceTypeBlocked)} withArrow>
            <span>{deleteButton}</span>
          </Tooltip>
        ) : (
          deleteButton
        )}
      </Group>
    </Stack>
  );
}
