import { access } from '@lintel/contracts';
import type { IotLocationNode, LocationInput } from '@lintel/contracts/access/community';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { ActionIcon, Badge, Box, Button, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useConfirmedAction } from '../../../app/kit/useConfirmedAction.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useCreateLocationMutation, useDeleteLocationMutation, useLocationTreeQuery } from '../api/community.ts';
import { communityMessages as c } from '../community.messages.ts';
import { accessMessages as m } from '../messages.ts';

const INDENT = 24;
const ROOT = '00000000-0000-0000-0000-000000000000';

/** Every node with its path from the root ("Building A / Lobby"), in tree order, for the parent picker. */
function withPaths(node: IotLocationNode, prefix = ''): { id: string; path: string }[] {
  const path = prefix ? `${prefix} / ${node.name}` : node.name;
  return [{ id: node.id, path }, ...node.children.flatMap((child) => withPaths(child, node.parentId ? path : ''))];
}

/**
 * /iot/community/location-tree: the community's locations, where locks are placed and access is
 * granted (part 3 section 2 "Community structure"). Each location shows the locks placed at it; a user
 * with LOCATION_CREATE adds one under the community or another location, and one with LOCATION_DELETE
 * deletes one after the spec's confirmation. The server refuses a location with locations or devices
 * under it, access still granted to it, or a building's (D227), and says why.
 */
export default function LocationTreePage() {
  const intl = useIntl();
  const permissions = usePermissions();
  const query = useLocationTreeQuery();
  const root = query.data;
  if (!root) return <QueryState query={query} failed={intl.formatMessage(c.treeFailed)} testId="location-tree-error" />;
  const canCreate = permissions.can({ key: 'LOCATION_CREATE' });
  const canDelete = permissions.can({ key: 'LOCATION_DELETE' });

  return (
    <Stack gap="lg" data-testid="iot-location-tree-page">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(c.treeIntro)}
      </Text>
      {canCreate && <AddLocationForm root={root} />}
      <Paper withBorder p="sm" radius="md">
        {root.children.length === 0 ? (
          <Text c="dimmed" data-testid="location-tree-empty">
            {intl.formatMessage(c.empty)}
          </Text>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="iot-location-tree">
            <TreeRow node={root} depth={0} canDelete={canDelete} />
          </Box>
        )}
      </Paper>
    </Stack>
  );
}

function TreeRow({ node, depth, canDelete }: { node: IotLocationNode; depth: number; canDelete: boolean }) {
  const intl = useIntl();
  const confirmed = useConfirmedAction();
  const remove = useDeleteLocationMutation();
  const isRoot = node.parentId === null;
  const deleteLocation = () =>
    confirmed(
      {
        id: `delete-location-${node.id}`,
        confirmationMessage: c.deleteConfirm,
        confirmBtnText: m.yes,
        cancelBtnText: m.no,
        confirmationType: 'warning',
      },
      () => remove.mutateAsync(node.id),
      c.deleted,
    );

  return (
    <Box component="li" data-testid="iot-location" data-name={node.name} data-depth={depth}>
      <Group gap="xs" wrap="nowrap" py={4} pl={depth * INDENT + 4} pr="xs">
        {isRoot ? (
          <Title order={2} size="h5" data-testid="iot-location-root">
            {node.name}
          </Title>
        ) : (
          <Text fw={500}>{node.name}</Text>
        )}
        {node.buildingId && (
          <Tooltip label={intl.formatMessage(c.buildingHint)} withArrow>
            <Badge variant="light" color="gray" size="sm" radius="sm" tt="none" tabIndex={0}>
              {intl.formatMessage(c.building)}
            </Badge>
          </Tooltip>
        )}
        {node.lockCount > 0 && (
          <Badge variant="light" size="sm" radius="sm" tt="none" data-testid="iot-location-locks">
            {intl.formatMessage(c.locks, { count: node.lockCount })}
          </Badge>
        )}
        {canDelete && !isRoot && !node.buildingId && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            ml="auto"
            loading={remove.isPending}
            aria-label={intl.formatMessage(c.deleteLabel, { name: node.name })}
            onClick={() => void deleteLocation()}
            data-testid="iot-location-delete"
          >
            <Text span size="sm" fw={700} aria-hidden>
              ×
            </Text>
          </ActionIcon>
        )}
      </Group>
      {node.children.length > 0 && (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {node.children.map((child) => (
            <TreeRow key={child.id} node={child} depth={depth + 1} canDelete={canDelete} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Add location: a name, under the community or a location chosen by its path; what was typed stays on a refusal. */
function AddLocationForm({ root }: { root: IotLocationNode }) {
  const intl = useIntl();
  const toast = useToast();
  const save = useCreateLocationMutation();
  const empty: LocationInput = { name: '', parentId: ROOT };
  const form = useSchemaForm(access.community.locationInput, { defaultValues: empty });
  const frame = useFormFrame(form, save, {
    fields: { CBR_NAME_TAKEN: 'name' },
    guard: false,
    onSaved: (saved) => {
      toast.success(intl.formatMessage(c.added, { name: saved.name }));
      form.reset({ name: '', parentId: form.getValues('parentId') });
    },
  });
  const parents = withPaths(root).map((node) => ({ value: node.id, label: node.path }));

  return (
    <FormFrame form={form} frame={frame} data-testid="iot-location-form">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FormTextInput
          name="name"
          label={intl.formatMessage(c.name)}
          required
          maxLength={100}
          w={260}
          data-testid="iot-location-name"
        />
        <FormField
          name="parentId"
          render={(field) => (
            <Select
              label={intl.formatMessage(c.parent)}
              data={parents}
              value={(field.value as string | null) ?? ROOT}
              onChange={(value) => field.onChange(value ?? ROOT)}
              onBlur={field.onBlur}
              error={field.error}
              searchable
              allowDeselect={false}
              w={320}
              data-testid="iot-location-parent"
            />
          )}
        />
        <Button type="submit" loading={frame.saving} data-testid="iot-location-add">
          {intl.formatMessage(c.addLocation)}
        </Button>
      </Group>
    </FormFrame>
  );
}
