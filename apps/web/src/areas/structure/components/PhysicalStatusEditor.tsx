import { structure } from '@lintel/contracts';
import type { PartCategories } from '@lintel/contracts/settings/unit-statuses';
import type { UnitDetails } from '@lintel/contracts/structure/units';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Select, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useUpdatePhysicalStatusMutation } from '../api/units.ts';
import { spacesMessages as m } from '../messages.ts';
import { EditorButtons } from './EditableValue.tsx';

const schema = structure.units.updatePhysicalStatus.body;

/** The physical statuses of the community's catalogue, grouped by category, for a select. */
export function statusOptions(part: PartCategories, current: string | null) {
  const groups = part.categories.map((category) => ({
    group: category.name,
    items: category.statuses.map((status) => ({ value: status.code, label: status.name })),
  }));
  const known = groups.some((g) => g.items.some((item) => item.value === current));
  // A code the catalogue no longer has stays selectable, so opening the editor changes nothing.
  return current && !known ? [{ value: current, label: current }, ...groups] : groups;
}

/**
 * Edits a unit's physical status: a choice among the community's statuses, or the status code
 * itself when the catalogue cannot be read (no unit status settings permission). Clearing sets none.
 */
export function PhysicalStatusEditor({
  unit,
  statuses,
  hint,
  onClose,
}: {
  unit: UnitDetails;
  statuses: PartCategories | undefined;
  /** Says why the code is typed (the catalogue failed to load). */
  hint?: string | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const update = useUpdatePhysicalStatusMutation(unit.id);
  const form = useSchemaForm(schema, { defaultValues: { physicalStatus: unit.physicalStatus } });
  const label = intl.formatMessage(m.physicalStatus);

  const frame = useFormFrame(form, update, {
    toVariables: (values) => values.physicalStatus,
    onSaved: () => {
      toast.success(m.statusSaved);
      onClose();
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="physical-status-form">
      <Stack gap="xs">
        <FormField
          name="physicalStatus"
          render={(field) =>
            statuses ? (
              <Select
                aria-label={label}
                placeholder={intl.formatMessage(m.selectStatus)}
                data={statusOptions(statuses, unit.physicalStatus)}
                value={(field.value as string | null) ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled}
                clearable
                // Mantine hides its clear button from assistive technology; here it is the way to set none.
                clearButtonProps={{
                  'aria-label': intl.formatMessage(m.clearField, { label }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                searchable
                size="xs"
                maw={320}
                data-testid="physical-status-select"
              />
            ) : (
              <TextInput
                aria-label={intl.formatMessage(m.statusCode)}
                placeholder="READY"
                value={(field.value as string | null) ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value.trim().toUpperCase() || null)}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled}
                description={hint}
                maw={320}
                size="xs"
                data-testid="physical-status-code"
              />
            )
          }
        />
        <EditorButtons saving={update.isPending} onCancel={onClose} />
      </Stack>
    </FormFrame>
  );
}
