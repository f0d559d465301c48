import { access } from '@lintel/contracts';
import type { IotLocationNode } from '@lintel/contracts/access/community';
import type { CommunityUnit } from '@lintel/contracts/access/community-units';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Anchor, Button, Checkbox, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useLocationTreeQuery } from '../api/community.ts';
import { useCommunityUnitQuery, useLinkUnitMutation } from '../api/communityUnits.ts';
import { communityUnitMessages as u } from '../community-units.messages.ts';
import { accessMessages as m } from '../messages.ts';

/** Every location under the root with its path of names from the top of the tree, by path. */
function locationPaths(root: IotLocationNode): { value: string; label: string }[] {
  const found: { value: string; label: string }[] = [];
  const walk = (node: IotLocationNode, prefix: string) => {
    for (const child of node.children) {
      const path = prefix ? `${prefix} / ${child.name}` : child.name;
      found.push({ value: child.id, label: path });
      walk(child, path);
    }
  };
  walk(root, '');
  return found.sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Links a unit to one location (`multiple` false) or to several: the community's locations not
 * linked yet, by their path in the tree, and, when the unit has active leases, "Also add to the
 * unit's current leases" (on by default), for whoever may change a lease's authorizations (the server
 * checks LEASE_UPDATE_ACCESSES for it, D234). A refusal keeps what was chosen.
 */
function LinkForm({
  unit,
  multiple,
  onDone,
  onCancel,
  cancelLabel,
}: {
  unit: CommunityUnit;
  multiple: boolean;
  onDone: () => void;
  onCancel: () => void;
  cancelLabel: string;
}) {
  const intl = useIntl();
  const toast = useToast();
  const permissions = usePermissions();
  const tree = useLocationTreeQuery();
  const link = useLinkUnitMutation(unit.id);
  const mayChangeLeases = permissions.can({ key: 'LEASE_UPDATE_ACCESSES' });
  const form = useSchemaForm(access.communityUnits.linkInput, {
    defaultValues: { locationIds: [], addToLeases: mayChangeLeases },
  });
  const frame = useFormFrame(form, link, {
    guard: false,
    // A refused location of the list is shown on the field.
    fieldOf: (path) => (path.startsWith('locationIds') ? 'locationIds' : path),
    onSaved: (result) => {
      toast.success(intl.formatMessage(u.linked, { linked: result.linked, leases: result.leasesUpdated }));
      onDone();
    },
  });
  if (!tree.data) return <QueryState query={tree} failed={intl.formatMessage(u.treeFailed)} testId="unit-link-error" />;
  const linked = new Set(unit.links.map((l) => l.locationId));
  const options = locationPaths(tree.data).filter((option) => !linked.has(option.value));

  return (
    <FormFrame form={form} frame={frame} data-testid="unit-link-form">
      <Stack gap="md">
        <Text size="sm" data-testid="unit-link-intro">
          {intl.formatMessage(u.linkIntro, { name: unit.name })}
        </Text>
        {options.length === 0 ? (
          <Alert color="gray" variant="light" data-testid="unit-link-none">
            {intl.formatMessage(u.allLinked)}
          </Alert>
        ) : (
          <FormField
            name="locationIds"
            render={(field) => {
              const value = (field.value as string[] | undefined) ?? [];
              const common = {
                data: options,
                onBlur: field.onBlur,
                error: field.error,
                disabled: field.disabled,
                required: true,
                searchable: true,
                nothingFoundMessage: intl.formatMessage(m.noLocations),
                'data-testid': 'unit-link-select',
              };
              return multiple ? (
                <MultiSelect
                  {...common}
                  label={intl.formatMessage(m.locations)}
                  placeholder={intl.formatMessage(m.chooseLocations)}
                  value={value}
                  onChange={(next) => field.onChange(next)}
                  hidePickedOptions
                />
              ) : (
                <Select
                  {...common}
                  label={intl.formatMessage(m.location)}
                  placeholder={intl.formatMessage(m.chooseLocation)}
                  value={value[0] ?? null}
                  onChange={(next) => field.onChange(next ? [next] : [])}
                />
              );
            }}
          />
        )}
        {mayChangeLeases && unit.leases.length > 0 && (
          <FormField
            name="addToLeases"
            render={(field) => (
              <Checkbox
                label={intl.formatMessage(u.addToLeases)}
                description={intl.formatMessage(u.addToLeasesHint, { count: unit.leases.length })}
                checked={field.value !== false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                disabled={field.disabled}
                data-testid="unit-link-leases"
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="unit-link-cancel">
            {cancelLabel}
          </Button>
          <Button type="submit" loading={frame.saving} disabled={options.length === 0} data-testid="unit-link-save">
            {intl.formatMessage(u.link)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/** The unit of the address, then the form; its loading and failure in the form's place. */
function LinkModal({ multiple }: { multiple: boolean }) {
  const intl = useIntl();
  const stack = useModalStack();
  const { id = '' } = useParams();
  const unit = useCommunityUnitQuery(id);
  if (!unit.data) return <QueryState query={unit} failed={intl.formatMessage(u.unitFailed)} testId="unit-error" />;
  return (
    <LinkForm
      unit={unit.data}
      multiple={multiple}
      onDone={() => stack.close()}
      onCancel={() => stack.close()}
      cancelLabel={intl.formatMessage(m.cancel)}
    />
  );
}

/** /iot/community/units/:id/link-unit (modal over the unit): link it to one location. */
export function LinkUnitPage() {
  return <LinkModal multiple={false} />;
}

/** /iot/community/units/:id/link-units (modal over the unit): link it to several locations at once. */
export function LinkUnitsPage() {
  return <LinkModal multiple />;
}

/**
 * /iot/community/units/create/link-units: the step after create unit. The new unit is named in the
 * address (`?unit=`), so a reload keeps it; linked or skipped, the unit's details open in its place.
 * Without a unit in the address it says where to link one from.
 */
export function CreateLinkUnitsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('unit') ?? '';
  const unit = useCommunityUnitQuery(id);
  if (!id) {
    return (
      <Alert color="gray" variant="light" maw={640} data-testid="unit-link-no-unit">
        <Stack gap="xs">
          <Text size="sm">{intl.formatMessage(u.noUnitChosen)}</Text>
          <Anchor component={Link} to={href('iot.community.apartments')}>
            {intl.formatMessage(u.toApartments)}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (!unit.data) return <QueryState query={unit} failed={intl.formatMessage(u.unitFailed)} testId="unit-error" />;
  const toUnit = () => navigate(href('iot.community.units.details', { id }), { replace: true });
  return (
    <Stack gap="md" maw={640}>
      <Text size="sm" fw={600} data-testid="unit-created-intro">
        {intl.formatMessage(u.createdLinkIntro, { name: unit.data.name })}
      </Text>
      <LinkForm unit={unit.data} multiple onDone={toUnit} onCancel={toUnit} cancelLabel={intl.formatMessage(u.skip)} />
    </Stack>
  );
}
