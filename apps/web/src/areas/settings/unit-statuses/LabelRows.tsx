import type { StatusLabel, StatusText } from '@lintel/contracts/settings/unit-statuses';
import { STATUS_DESCRIPTION_MAX, STATUS_NAME_MAX, statusText } from '@lintel/contracts/settings/unit-statuses';
import { FormTextInput, PencilIcon, Tooltip, TrashIcon, useConfirm, useSchemaForm, useToast } from '@lintel/ui';
import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { settingsMessages as m } from '../messages.ts';

/** A label's name and description in an inline form (edit and 'add new status'). */
function LabelForm({
  initial,
  onSave,
  onCancel,
  testId,
}: {
  initial: StatusText;
  onSave: (text: StatusText) => Promise<unknown>;
  onCancel: () => void;
  testId: string;
}) {
  const intl = useIntl();
  const form = useSchemaForm(statusText, { defaultValues: initial });
  // What the user typed stays in the row; a refusal shows next to its field.
  const frame = useFormFrame(form, { mutateAsync: onSave, isPending: form.formState.isSubmitting });
  return (
    <Table.Tr data-testid={testId}>
      <Table.Td colSpan={3}>
        <FormFrame form={form} frame={frame}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <FormTextInput
              name="name"
              aria-label={intl.formatMessage(m.labelName)}
              placeholder={intl.formatMessage(m.labelName)}
              maxLength={STATUS_NAME_MAX}
              size="xs"
              style={{ flex: 1 }}
            />
            <FormTextInput
              name="description"
              aria-label={intl.formatMessage(m.description)}
              placeholder={intl.formatMessage(m.description)}
              maxLength={STATUS_DESCRIPTION_MAX}
              size="xs"
              style={{ flex: 2 }}
            />
            <Button type="submit" size="xs" loading={form.formState.isSubmitting}>
              {intl.formatMessage(m.save)}
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={intl.formatMessage(m.cancel)}
              onClick={onCancel}
              mt={4}
            >
              <TrashIcon />
            </ActionIcon>
          </Group>
        </FormFrame>
      </Table.Td>
    </Table.Tr>
  );
}

export function LabelRow({
  label,
  editable,
  editing,
  onEdit,
  onCancel,
  onSave,
  onDelete,
}: {
  label: StatusLabel;
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (text: StatusText) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  if (editing) {
    return <LabelForm initial={label} onSave={onSave} onCancel={onCancel} testId={`label-edit-${label.name}`} />;
  }
  const remove = async () => {
    const yes = await confirm({
      id: `delete-label-${label.id}`,
      confirmationMessage: intl.formatMessage(m.deleteLabelConfirm, { name: label.name }),
      confirmBtnText: intl.formatMessage(m.deleteLabelButton),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await onDelete();
      toast.success(m.labelDeleted);
    } catch (error) {
      toast.error(error);
    }
  };
  const deleteButton = (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={intl.formatMessage(m.deleteLabel, { name: label.name })}
      disabled={!label.deletable}
      onClick={() => void remove()}
    >
      <TrashIcon />
    </ActionIcon>
  );
  return (
    <Table.Tr data-testid={`label-${label.name}`}>
      <Table.Td pl={36}>
        <Text size="sm">{label.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {label.description}
        </Text>
      </Table.Td>
      <Table.Td w={90}>
        {editable ? (
          <Group gap={2} wrap="nowrap" justify="flex-end">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={intl.formatMessage(m.editLabel, { name: label.name })}
              onClick={onEdit}
            >
              <PencilIcon size={16} />
            </ActionIcon>
            {label.deletable ? (
              deleteButton
            ) : (
              <Tooltip label={intl.formatMessage(m.mandatory)}>
                <span data-testid={`mandatory-${label.name}`}>{deleteButton}</span>
              </Tooltip>
            )}
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

export function AddLabelRow({
  onSave,
  onCancel,
}: {
  onSave: (text: StatusText) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <LabelForm initial={{ name: '', description: '' }} onSave={onSave} onCancel={onCancel} testId="label-add-row" />
  );
}
