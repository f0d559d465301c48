import {
  STATUS_DESCRIPTION_MAX,
  STATUS_NAME_MAX,
  type UnitStatus,
  type UnitStatusCategory,
  type UnitStatusPart,
} from '@lintel/contracts/settings/unit-statuses';
import { InfoIcon, PlusIcon, Tooltip, useToast } from '@lintel/ui';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActionsHeader } from '../../../app/kit/ActionsHeader.tsx';
import { kitMessages } from '../../../app/kit/messages.ts';
import { GuardedEditableField } from '../../../app/kit/UnsavedChanges.tsx';
import {
  useCreateLabelMutation,
  useDefaultStatusesQuery,
  useDeleteLabelMutation,
  usePartQuery,
  useResetMutation,
  useUndoMutation,
  useUpdateLabelMutation,
  useUpdateStatusMutation,
} from '../api/unit-statuses.ts';
import { settingsMessages as m } from '../messages.ts';
import { DefaultsPreview } from './DefaultsPreview.tsx';
import { AddLabelRow, LabelRow } from './LabelRows.tsx';

/** A reset button: disabled when already default, its tooltip previewing what it restores. */
function ResetButton({
  label,
  disabled,
  preview,
  onClick,
  loading,
  testId,
}: {
  label: string;
  disabled: boolean;
  preview: ReactNode;
  onClick: () => void;
  loading: boolean;
  testId: string;
}) {
  return (
    <Tooltip label={preview} multiline withArrow>
      <span>
        <Button size="xs" variant="light" disabled={disabled} loading={loading} onClick={onClick} data-testid={testId}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

export function PartTab({ part, editable }: { part: UnitStatusPart; editable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const query = usePartQuery(part);
  const defaults = useDefaultStatusesQuery();
  const reset = useResetMutation(part);
  const undo = useUndoMutation(part);
  const updateStatus = useUpdateStatusMutation(part);
  const createLabel = useCreateLabelMutation(part);
  const updateLabel = useUpdateLabelMutation(part);
  const deleteLabel = useDeleteLabelMutation(part);
  const [editingLabel, setEditingLabel] = useState<string | null>(null);
  const [addingTo, setAddingTo] = useState<string | null>(null);

  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={intl.formatMessage(m.loadFailed)}>
        <Text size="sm">{query.error.message}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => query.refetch()}>
          {intl.formatMessage(kitMessages.retry)}
        </Button>
      </Alert>
    );
  }
  if (!query.data) return <Skeleton h={240} />;
  const data = query.data;
  const defaultPart = defaults.data?.parts.find((p) => p.part === part);
  const physical = part === 'PHYSICAL_STATUS';
  const busy = reset.isPending || undo.isPending;

  const runReset = async (body: Parameters<typeof reset.mutateAsync>[0], done: string) => {
    try {
      await reset.mutateAsync(body);
      toast.success(done);
    } catch (error) {
      toast.error(error);
    }
  };
  const runUndo = async () => {
    try {
      await undo.mutateAsync(undefined);
      toast.success(m.undoDone);
    } catch (error) {
      toast.error(error);
    }
  };
  const undoButton = (testId: string) => (
    <Button size="xs" variant="subtle" onClick={() => void runUndo()} loading={undo.isPending} data-testid={testId}>
      {intl.formatMessage(m.undo)}
    </Button>
  );
  const textValidator = (max: number) => (value: string) =>
    value.trim() === '' ? m.required : value.length > max ? { ...m.maxLength, values: { max } } : null;

  const statusRows = (category: UnitStatusCategory, status: UnitStatus) => {
    const defaultStatus = defaultPart?.categories
      .find((c) => c.code === category.code)
      ?.statuses.find((s) => s.code === status.code);
    const save = (text: { name: string; description: string }) =>
      updateStatus.mutateAsync({ code: status.code, ...text }).then(() => undefined);
    return [
      <Table.Tr key={status.code} data-testid={`status-${status.code}`}>
        <Table.Td>
          {editable ? (
            <GuardedEditableField
              label={intl.formatMessage(m.statusName)}
              value={status.name}
              maxLength={STATUS_NAME_MAX}
              validate={textValidator(STATUS_NAME_MAX)}
              onSubmit={(name) => save({ name, description: status.description })}
              renderValue={(v) => (
                <Text span fw={physical ? 600 : undefined}>
                  {v}
                </Text>
              )}
            />
          ) : (
            <Text fw={physical ? 600 : undefined}>{status.name}</Text>
          )}
        </Table.Td>
        <Table.Td>
          {editable ? (
            <GuardedEditableField
              label={intl.formatMessage(m.description)}
              value={status.description}
              maxLength={STATUS_DESCRIPTION_MAX}
              validate={textValidator(STATUS_DESCRIPTION_MAX)}
              onSubmit={(description) => save({ name: status.name, description })}
            />
          ) : (
            <Text size="sm">{status.description}</Text>
          )}
        </Table.Td>
        <Table.Td w={physical ? 300 : 0}>
          {physical ? (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {editable && data.undo?.scope === 'STATUS' && data.undo.statusCode === status.code
                ? undoButton(`undo-status-${status.code}`)
                : null}
              <ResetButton
                label={intl.formatMessage(m.reset)}
                disabled={!editable || status.isDefault || busy}
                loading={
                  reset.isPending &&
                  reset.variables &&
                  'statusCode' in reset.variables &&
                  reset.variables.statusCode === status.code
                }
                preview={
                  status.isDefault ? (
                    intl.formatMessage(m.alreadyDefault)
                  ) : (
                    <DefaultsPreview statuses={defaultStatus ? [defaultStatus] : []} />
                  )
                }
                onClick={() =>
                  void runReset(
                    { part: 'PHYSICAL_STATUS', statusCode: status.code },
                    intl.formatMessage(m.resetStatusDone, { category: category.name, status: status.name }),
                  )
                }
                testId={`reset-status-${status.code}`}
              />
            </Group>
          ) : null}
        </Table.Td>
      </Table.Tr>,
      ...(physical
        ? status.labels.map((label) => (
            <LabelRow
              key={label.id}
              label={label}
              editable={editable}
              editing={editingLabel === label.id}
              onEdit={() => setEditingLabel(label.id)}
              onCancel={() => setEditingLabel(null)}
              onSave={async (text) => {
                await updateLabel.mutateAsync({ id: label.id, ...text });
                setEditingLabel(null);
              }}
              onDelete={() => deleteLabel.mutateAsync(label.id)}
            />
          ))
        : []),
      ...(physical && editable && addingTo === status.code
        ? [
            <AddLabelRow
              key={`${status.code}-add`}
              onCancel={() => setAddingTo(null)}
              onSave={async (text) => {
                await createLabel.mutateAsync({ categoryCode: category.code, statusCode: status.code, ...text });
                setAddingTo(null);
                toast.success(m.labelAdded);
              }}
            />,
          ]
        : []),
      ...(physical && editable && status.extendable && addingTo !== status.code
        ? [
            <Table.Tr key={`${status.code}-add-button`}>
              <Table.Td colSpan={3} pl={36}>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<PlusIcon size={14} />}
                  onClick={() => setAddingTo(status.code)}
                  data-testid={`add-status-${status.code}`}
                >
                  {intl.formatMessage(m.addNewStatus)}
                </Button>
              </Table.Td>
            </Table.Tr>,
          ]
        : []),
    ];
  };

  return (
    <Stack gap="md" pt="md">
      <Group justify="flex-end" gap="xs">
        {editable && data.undo?.scope === 'ALL' ? undoButton('undo-all') : null}
        <ResetButton
          label={intl.formatMessage(m.resetAll)}
          disabled={!editable || data.isDefault || busy}
          loading={reset.isPending && reset.variables !== undefined && Object.keys(reset.variables).length === 1}
          preview={
            data.isDefault ? (
              intl.formatMessage(m.alreadyDefault)
            ) : (
              <DefaultsPreview categories={defaultPart?.categories ?? []} />
            )
          }
          onClick={() => void runReset({ part }, intl.formatMessage(m.resetAllDone))}
          testId="reset-all"
        />
      </Group>
      {data.categories.map((category) => {
        const defaultCategory = defaultPart?.categories.find((c) => c.code === category.code);
        return (
          <Paper key={category.code} withBorder radius="md" p="md" data-testid={`category-${category.code}`}>
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Group gap={6}>
                <Title order={4}>{category.name}</Title>
                <Tooltip label={category.description} multiline maw={320}>
                  <span role="img" aria-label={category.description} style={{ display: 'inline-flex' }}>
                    <InfoIcon size={16} color="var(--mantine-color-dimmed)" />
                  </span>
                </Tooltip>
              </Group>
              <Group gap={4}>
                {editable && data.undo?.scope === 'CATEGORY' && data.undo.categoryCode === category.code
                  ? undoButton(`undo-category-${category.code}`)
                  : null}
                <ResetButton
                  label={intl.formatMessage(m.reset)}
                  disabled={!editable || category.isDefault || busy}
                  loading={
                    reset.isPending &&
                    reset.variables !== undefined &&
                    'categoryCode' in reset.variables &&
                    reset.variables.categoryCode === category.code
                  }
                  preview={
                    category.isDefault ? (
                      intl.formatMessage(m.alreadyDefault)
                    ) : (
                      <DefaultsPreview categories={defaultCategory ? [{ ...defaultCategory, name: '' }] : []} />
                    )
                  }
                  onClick={() =>
                    void runReset(
                      { part, categoryCode: category.code },
                      intl.formatMessage(m.resetCategoryDone, { category: category.name }),
                    )
                  }
                  testId={`reset-category-${category.code}`}
                />
              </Group>
            </Group>
            <Table verticalSpacing={6} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="30%">{intl.formatMessage(m.statusName)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.description)}</Table.Th>
                  <ActionsHeader w={physical ? 300 : 0} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{category.statuses.flatMap((status) => statusRows(category, status))}</Table.Tbody>
            </Table>
          </Paper>
        );
      })}
    </Stack>
  );
}
