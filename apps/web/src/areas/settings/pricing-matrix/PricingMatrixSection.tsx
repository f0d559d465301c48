import type { PricingMatrix } from '@lintel/contracts/settings/pricing-matrix';
import { formatCents } from '@lintel/formats/money';
import { PencilIcon } from '@lintel/ui';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { kitMessages } from '../../../app/kit/messages.ts';
import { defineStateMap, StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useMatricesQuery, useUnitTypesWithMatrixQuery } from '../api/pricing-matrix.ts';
import { settingsMessages as m } from '../messages.ts';
import { settingsPaths } from '../paths.ts';
import { matrixTitle, mergeMonths } from './merge.ts';

/**
 * A matrix left without unit types (its last one was deleted or moved to another matrix) prices nothing:
 * it says so, and its details offer the delete.
 */
const matrixStates = defineStateMap({ PRICES_NOTHING: { label: m.pricesNothing, tone: 'warning' } });

function premiumText(type: 'percent' | 'amount', value: number): string {
  return type === 'percent' ? `${value}%` : formatCents(value);
}

function MatrixBlock({ matrix, editable }: { matrix: PricingMatrix; editable: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const title = matrixTitle(matrix.unitTypes.map((t) => t.name)) || intl.formatMessage(m.noUnitTypes);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`matrix-${matrix.id}`}>
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={intl.formatMessage(m.toggleMatrix, { title })}
          style={{ flex: 1 }}
        >
          <Group gap="xs" wrap="nowrap">
            <Text aria-hidden>{open ? '▾' : '▸'}</Text>
            <Title order={2} size="h4" data-testid="matrix-title">
              {title}
            </Title>
          </Group>
        </UnstyledButton>
        {matrix.unitTypes.length === 0 ? (
          <StatusBadge map={matrixStates} state="PRICES_NOTHING" testId="matrix-state" />
        ) : null}
        {editable ? (
          <ActionIcon
            component={Link}
            to={settingsPaths.matrix(matrix.id)}
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage(m.editMatrix, { title })}
          >
            <PencilIcon size={16} />
          </ActionIcon>
        ) : null}
      </Group>
      <Collapse expanded={open}>
        <Table mt="sm" maw={520} data-testid="matrix-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.month)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.premium)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mergeMonths(matrix.matrix.rows).map((row) => (
              <Table.Tr key={row.months[0]}>
                <Table.Td>{row.months.join(', ')}</Table.Td>
                <Table.Td>{premiumText(row.premiumType, row.premiumValue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </Paper>
  );
}

/** The pricing matrix section: the banners counting unit types with a matrix, and one block per matrix. */
export function PricingMatrixSection({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const matrices = useMatricesQuery();
  const unitTypes = useUnitTypesWithMatrixQuery();
  const failed = matrices.error ?? unitTypes.error;
  if (failed) {
    return (
      <Alert color="red" variant="light" title={intl.formatMessage(m.loadFailed)}>
        <Text size="sm">{failed.message}</Text>
        <Button
          mt="sm"
          size="xs"
          variant="light"
          onClick={() => {
            void matrices.refetch();
            void unitTypes.refetch();
          }}
        >
          {intl.formatMessage(kitMessages.retry)}
        </Button>
      </Alert>
    );
  }
  if (!matrices.data || !unitTypes.data) return <Skeleton h={200} />;
  const total = unitTypes.data.totalElements;
  const assigned = unitTypes.data.content.filter((t) => t.pricingMatrixId).length;
  const assignLink = (
    <Anchor component={Link} to={settingsPaths.matrix()} fw={600} c="red.9" data-testid="assign-pricing-matrix">
      {intl.formatMessage(m.assignLink)}
    </Anchor>
  );
  return (
    <Stack gap="sm" data-testid="pricing-matrix">
      {/* The tab above names the section: no second title here. */}
      {editable ? (
        <Group justify="flex-end">
          <Button component={Link} to={settingsPaths.matrix()} size="xs" variant="light">
            {intl.formatMessage(m.addMatrix)}
          </Button>
        </Group>
      ) : null}
      {total > 0 && assigned === 0 ? (
        <Alert color="red" variant="filled" data-testid="pricing-banner">
          <Group gap="xs">
            <Text size="sm">{intl.formatMessage(m.noneAssigned)}</Text>
            {editable ? assignLink : null}
          </Group>
        </Alert>
      ) : null}
      {assigned > 0 && assigned < total ? (
        <Alert color="red" variant="light" data-testid="pricing-banner">
          <Group gap="xs">
            <Text size="sm">{intl.formatMessage(m.someAssigned, { assigned, total })}</Text>
            {editable ? assignLink : null}
          </Group>
        </Alert>
      ) : null}
      {matrices.data.content.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(m.noMatrices)}</Text>
      ) : (
        matrices.data.content.map((matrix) => <MatrixBlock key={matrix.id} matrix={matrix} editable={editable} />)
      )}
    </Stack>
  );
}
