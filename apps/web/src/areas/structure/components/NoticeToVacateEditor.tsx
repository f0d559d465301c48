import { structure } from '@lintel/contracts';
import type { UnitDetails } from '@lintel/contracts/structure/units';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useUpdateNoticeToVacateMutation } from '../api/units.ts';
import { spacesMessages as m } from '../messages.ts';
import { EditorButtons } from './EditableValue.tsx';

const schema = structure.units.updateNoticeToVacate.body;

/** Edits the notice-to-vacate date (a date only, YYYY-MM-DD); an empty date clears it. */
export function NoticeToVacateEditor({ unit, onClose }: { unit: UnitDetails; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const update = useUpdateNoticeToVacateMutation(unit.id);
  const form = useSchemaForm(schema, { defaultValues: { noticeToVacateDate: unit.noticeToVacateDate } });

  const frame = useFormFrame(form, update, {
    toVariables: (values) => values.noticeToVacateDate,
    onSaved: () => {
      toast.success(m.noticeSaved);
      onClose();
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="notice-to-vacate-form">
      <Stack gap="xs">
        <FormField
          name="noticeToVacateDate"
          render={(field) => (
            <TextInput
              type="date"
              aria-label={intl.formatMessage(m.noticeToVacate)}
              value={(field.value as string | null) ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value || null)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              size="xs"
              maw={200}
              data-testid="notice-to-vacate-input"
            />
          )}
        />
        <EditorButtons saving={update.isPending} onCancel={onClose} />
      </Stack>
    </FormFrame>
  );
}
