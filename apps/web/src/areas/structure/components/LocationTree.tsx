import type { LocationNode } from '@lintel/contracts/structure/locations';
import { ChevronIcon, CommunityIcon, PlusIcon } from '@lintel/ui';
import { ActionIcon, Anchor, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { locationMessages as m } from '../locations.messages.ts';

const INDENT = 24;

export interface LocationTreeProps {
  root: LocationNode;
  expanded: ReadonlySet<string>;
  selected: string | null;
  /** Space type names by id, for the badges. */
  spaceTypeNames: ReadonlyMap<string, string>;
  onToggle: (id: string) => void;
}

/**
 * The property tree: the community (the all-zero root) with its properties, each row openable when it
 * has properties under it. A name opens the property's details; + adds a property under that row.
 * Plain nested lists with labelled buttons and links, so every control is reachable by keyboard.
 */
export function LocationTree(props: LocationTreeProps) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="location-tree">
      <TreeRow {...props} node={props.root} depth={0} />
    </Box>
  );
}

function TreeRow({ node, depth, ...props }: LocationTreeProps & { node: LocationNode; depth: number }) {
  const intl = useIntl();
  const isRoot = node.parentId === null;
  const open = props.expanded.has(node.id);
  const hasChildren = node.children.length > 0;
  const selected = props.selected === node.id;
  const spaceType = node.spaceTypeId ? props.spaceTypeNames.get(node.spaceTypeId) : undefined;
  const addLabel = intl.formatMessage(m.addUnder, { name: node.name });

  return (
    <Box component="li" data-testid="location-node" data-name={node.name} data-depth={depth}>
      <Group
        gap={6}
        wrap="nowrap"
        py={4}
        pr="xs"
        pl={depth * INDENT + 4}
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        aria-current={selected ? 'true' : undefined}
      >
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={open}
            aria-label={intl.formatMessage(open ? m.collapse : m.expand, { name: node.name })}
            onClick={() => props.onToggle(node.id)}
            data-testid="location-toggle"
          >
            <ChevronIcon open={open} />
          </ActionIcon>
        ) : (
          <Box w={22} style={{ flexShrink: 0 }} />
        )}
        {isRoot ? (
          <Group gap={6} wrap="nowrap" c="dark">
            <CommunityIcon />
            <Text fw={700} data-testid="location-root">
              {node.name}
            </Text>
          </Group>
        ) : (
          <Anchor
            component={Link}
            to={href('cbr.locations.details', { propertyId: node.id })}
            fw={selected ? 700 : 500}
            data-testid="location-link"
          >
            {node.name}
          </Anchor>
        )}
        {spaceType && (
          <Badge variant="light" color="gray" size="sm" radius="sm" tt="none" data-testid="location-space-type">
            {spaceType}
          </Badge>
        )}
        {hasChildren && !open && (
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.total, { count: node.children.length })}
          </Text>
        )}
        <Tooltip label={addLabel} withArrow openDelay={300}>
          <ActionIcon
            component={Link}
            to={href('cbr.locations.create', {}, isRoot ? {} : { parentId: node.id })}
            variant="subtle"
            color="gray"
            size="sm"
            ml="auto"
            aria-label={addLabel}
            data-testid="location-add-under"
          >
            <PlusIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      {hasChildren && open && (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {node.children.map((child) => (
            <TreeRow key={child.id} {...props} node={child} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}
