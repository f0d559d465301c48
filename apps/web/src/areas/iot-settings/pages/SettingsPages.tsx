import { iotSettings } from '@lintel/contracts';
import type { Rollout } from '@lintel/contracts/iot-settings';
import type { PermissionCheck } from '@lintel/permissions';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { passesGates } from '../../../app/routing/access.ts';
import { findRoute, hrefOf } from '../../../app/routing/table.ts';
import { useAccessEnv } from '../../../app/routing/useAccessEnv.ts';
import {
  useBleQuery,
  useDemandResponseQuery,
  useFireKeyQuery,
  useIntercomQuery,
  useOtherQuery,
  usePassRulesQuery,
  useRemoteAuthQuery,
  useSaveBleMutation,
  useSaveDemandResponseMutation,
  useSaveFireKeyMutation,
  useSaveIntercomMutation,
  useSavePassRulesMutation,
  useSaveRemoteAuthMutation,
  useSaveSensorIndustriesMutation,
  useSaveWalletPassesMutation,
  useSensorIndustriesQuery,
  useWalletPassesQuery,
} from '../api/settings.ts';
import { RolloutPanel } from '../components/RolloutPanel.tsx';
import { iotSettingsMessages as m } from '../messages.ts';

/** One field of a settings form: a switch, a whole number within bounds, or a choice. */
type Field =
  | { kind: 'toggle'; name: string; label: MessageDescriptor }
  | { kind: 'number'; name: string; label: MessageDescriptor; min: number; max: number }
  | { kind: 'choice'; name: string; label: MessageDescriptor; options: { value: string; label: MessageDescriptor }[] }
  | { kind: 'text'; name: string; label: MessageDescriptor; maxLength: number };

/** What every section answers with. */
interface SectionView<T> {
  values: T;
  updatedAt: string | null;
  updatedBy: string | null;
}

function FieldInput({ field }: { field: Field }) {
  const intl = useIntl();
  const label = intl.formatMessage(field.label);
  return (
    <FormField
      name={field.name}
      render={(props) => {
        if (field.kind === 'toggle') {
          return (
            <Switch
              name={props.name}
              checked={Boolean(props.value)}
              onChange={(event) => props.onChange(event.currentTarget.checked)}
              onBlur={props.onBlur}
              disabled={props.disabled}
              error={props.error}
              label={label}
            />
          );
        }
        if (field.kind === 'text') {
          return (
            <TextInput
              {...props}
              value={String(props.value ?? '')}
              maxLength={field.maxLength}
              label={label}
              onChange={(event) => props.onChange(event.currentTarget.value)}
            />
          );
        }
        if (field.kind === 'number') {
          return (
            <NumberInput
              {...props}
              value={props.value as number}
              min={field.min}
              max={field.max}
              allowDecimal={false}
              label={label}
              onChange={(value) => props.onChange(typeof value === 'number' ? value : Number(value))}
            />
          );
        }
        return (
          <Select
            {...props}
            value={String(props.value)}
            allowDeselect={false}
            label={label}
            data={field.options.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }))}
          />
        );
      }}
    />
  );
}

/** Who changed the section last, or that the defaults apply. */
function Changed({ view }: { view: SectionView<unknown> }) {
  const intl = useIntl();
  if (!view.updatedAt) {
    return (
      <Text size="sm" c="dimmed" data-testid="settings-built-in">
        {intl.formatMessage(m.builtIn)}
      </Text>
    );
  }
  const when = intl.formatDate(view.updatedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text size="sm" c="dimmed" data-testid="settings-changed">
      {view.updatedBy
        ? intl.formatMessage(m.changedBy, { when, who: view.updatedBy })
        : intl.formatMessage(m.changedAt, { when })}
    </Text>
  );
}

/**
 * A section's form: its introduction, its fields (read only without the key to change them), the
 * kit's form frame (what the server refuses shows by the field, and what was typed stays), and below
 * it whatever the section adds (the rollout on the locks).
 */
function SettingsForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  schema,
  view,
  save,
  fields,
  intro,
  editable,
  testId,
  savedMessage = m.saved,
  notice,
  children,
}: {
  schema: S;
  view: SectionView<z.infer<S>>;
  save: { mutateAsync: (values: z.infer<S>) => Promise<unknown>; isPending: boolean };
  fields: Field[];
  intro: MessageDescriptor;
  editable: boolean;
  testId: string;
  savedMessage?: MessageDescriptor;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const toast = useToast();
  const form = useSchemaForm(schema, { defaultValues: view.values as never });
  const frame = useFormFrame(form, save, {
    onSaved: (_, values) => {
      form.reset(values as never);
      toast.success(savedMessage);
    },
  });
  return (
    <Stack gap="lg" maw={640}>
      <FormFrame form={form} frame={frame} data-testid={testId}>
        <Stack gap="md">
          <Text size="sm">{intl.formatMessage(intro)}</Text>
          <Changed view={view} />
          {!editable && (
            <Alert variant="light" color="gray" data-testid="settings-read-only">
              {intl.formatMessage(m.readOnly)}
            </Alert>
          )}
          {notice}
          <Fieldset variant="unstyled" disabled={!editable} p={0}>
            <Stack gap="md">
              {fields.map((field) => (
                <FieldInput key={field.name} field={field} />
              ))}
            </Stack>
          </Fieldset>
          {editable && (
            <Group>
              <Button type="submit" loading={frame.saving} data-testid={`${testId}-save`}>
                {intl.formatMessage(m.save)}
              </Button>
            </Group>
          )}
        </Stack>
      </FormFrame>
      {children}
    </Stack>
  );
}

/** A page over one section's query: loading and error states, then the form keyed by what is stored. */
function Section<T>({
  query,
  children,
}: {
  query: Parameters<typeof QueryState>[0]['query'] & { data?: SectionView<T> };
  children: (view: SectionView<T>) => ReactNode;
}) {
  const intl = useIntl();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  return <>{children(query.data)}</>;
}

const useCan = (check: PermissionCheck) => usePermissions().can(check);
const G = iotSettings.GATES;

export function RemoteAuthPage() {
  const query = useRemoteAuthQuery();
  const save = useSaveRemoteAuthMutation();
  const editable = useCan(G.remoteAuth.update);
  return (
    <Section query={query}>
      {(view) => (
        <SettingsForm
          key={view.updatedAt ?? 'defaults'}
          schema={iotSettings.remoteAuth}
          view={view}
          save={save}
          editable={editable}
          intro={m.remoteAuthIntro}
          testId="remote-auth"
          fields={[
            { kind: 'toggle', name: 'enabled', label: m.remoteAuthEnabled },
            { kind: 'number', name: 'doorHoldSeconds', label: m.doorHoldSeconds, min: 3, max: 60 },
            { kind: 'toggle', name: 'staffMayAuthorize', label: m.staffMayAuthorize },
          ]}
        />
      )}
    </Section>
  );
}

export function PassesPage() {
  const query = usePassRulesQuery();
  const save = useSavePassRulesMutation();
  const editable = useCan(G.passes.update);
  return (
    <Section query={query}>
      {(view) => (
        <SettingsForm
          key={view.updatedAt ?? 'defaults'}
          schema={iotSettings.passRules}
          view={view}
          save={save}
          editable={editable}
          intro={m.passesIntro}
          testId="pass-rules"
          fields={[
            { kind: 'toggle', name: 'vendor', label: m.vendorPasses },
            { kind: 'toggle', name: 'resident', label: m.residentPasses },
            { kind: 'toggle', name: 'guest', label: m.guestPasses },
            { kind: 'number', name: 'maxDays', label: m.maxDays, min: 1, max: iotSettings.MAX_PASS_DAYS },
          ]}
        />
      )}
    </Section>
  );
}

export function FireKeyPage() {
  const intl = useIntl();
  const query = useFireKeyQuery();
  const save = useSaveFireKeyMutation();
  return (
    <Section query={query}>
      {(view) => (
        <SettingsForm
          key={`${view.updatedAt}-${view.values.enabled}`}
          schema={iotSettings.fireKey}
          view={view}
          save={save}
          editable
          intro={m.fireKeyIntro}
          testId="fire-key-setting"
          notice={
            query.data && query.data.activeFireKeys > 0 && query.data.values.enabled ? (
              <Alert variant="light" color="orange" data-testid="fire-keys-active">
                {intl.formatMessage(m.fireKeysActive, { count: query.data.activeFireKeys })}
              </Alert>
            ) : null
          }
          fields={[{ kind: 'toggle', name: 'enabled', label: m.fireKeyEnabled }]}
        />
      )}
    </Section>
  );
}

/** A section the locks carry: the form, then where the last change stands on each lock. */
function DeviceSection<T extends Record<string, unknown>>({
  query,
  children,
}: {
  query: Parameters<typeof QueryState>[0]['query'] & { data?: SectionView<T> & { rollout: Rollout | null } };
  children: (view: SectionView<T>, rollout: ReactNode) => ReactNode;
}) {
  return (
    <Section query={query}>{(view) => children(view, <RolloutPanel rollout={query.data?.rollout ?? null} />)}</Section>
  );
}

export function WalletPassesPage() {
  const query = useWalletPassesQuery();
  const save = useSaveWalletPassesMutation();
  return (
    <DeviceSection query={query}>
      {(view, rollout) => (
        <SettingsForm
          key={view.updatedAt ?? 'defaults'}
          schema={iotSettings.walletPasses}
          view={view}
          save={save}
          editable
          intro={m.walletIntro}
          testId="wallet-passes"
          savedMessage={m.savedSending}
          fields={[
            { kind: 'toggle', name: 'enabled', label: m.walletEnabled },
            { kind: 'toggle', name: 'expressMode', label: m.expressMode },
          ]}
        >
          {rollout}
        </SettingsForm>
      )}
    </DeviceSection>
  );
}

export function BlePage() {
  const query = useBleQuery();
  const save = useSaveBleMutation();
  return (
    <DeviceSection query={query}>
      {(view, rollout) => (
        <SettingsForm
          key={view.updatedAt ?? 'defaults'}
          schema={iotSettings.ble}
          view={view}
          save={save}
          editable
          intro={m.bleIntro}
          testId="ble"
          savedMessage={m.savedSending}
          fields={[
            { kind: 'toggle', name: 'enabled', label: m.bleEnabled },
            {
              kind: 'choice',
              name: 'unlockMode',
              label: m.unlockMode,
              options: iotSettings.BLE_UNLOCK_MODES.map((mode) => ({ value: mode, label: m[`unlock${mode}`] })),
            },
            { kind: 'number', name: 'rangeMeters', label: m.rangeMeters, min: 1, max: 10 },
          ]}
        >
          {rollout}
        </SettingsForm>
      )}
    </DeviceSection>
  );
}

/** The physical page's subTab redirects (part 3 section 2): 1 Allegion default configuration, 3 PDK node settings. */
export const PHYSICAL_SUBTABS: Record<string, string> = {
  '1': 'iot.locks.management.allegion.defaultConfiguration',
  '3': 'iot.locks.management.pdk.nodeSettings',
};
const PHYSICAL_LINKS: { route: string; label: MessageDescriptor }[] = [
  { route: 'iot.locks.management.allegion.defaultConfiguration', label: m.allegionDefault },
  { route: 'iot.locks.management.yale.defaultConfiguration', label: m.yaleDefault },
  { route: 'iot.locks.management.pdk.nodeSettings', label: m.pdkNodes },
];

export function PhysicalPage() {
  const intl = useIntl();
  const env = useAccessEnv();
  const [params] = useSearchParams();
  const target = PHYSICAL_SUBTABS[params.get('subTab') ?? ''];
  if (target) return <Navigate to={hrefOf(target)} replace />;
  const links = PHYSICAL_LINKS.filter((link) => {
    const route = findRoute(link.route);
    return route !== undefined && passesGates(route, env);
  });
  return (
    <Stack gap="md" maw={640} data-testid="physical-settings">
      <Text size="sm">{intl.formatMessage(m.physicalIntro)}</Text>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.physicalNone)}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {links.map((link) => (
            <li key={link.route}>
              <Anchor component={Link} to={hrefOf(link.route)} data-testid="physical-link">
                {intl.formatMessage(link.label)}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function OtherPage() {
  const intl = useIntl();
  const query = useOtherQuery();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  const data = query.data;
  const onOff = (on: boolean) => intl.formatMessage(on ? m.on : m.off);
  const rows: [MessageDescriptor, string][] = [
    [m.timeZone, data.timeZone],
    [m.fireKey, onOff(data.fireKey)],
    [m.remoteAuth, onOff(data.remoteAuth)],
    [m.ble, onOff(data.ble)],
    [m.walletPasses, onOff(data.walletPasses)],
    [m.nfcWallet, onOff(data.nfcWallet)],
    [m.sensorIndustries, onOff(data.sensorIndustries)],
    [m.energyManagement, onOff(data.energyManagement)],
  ];
  return (
    <Stack gap="md" maw={640}>
      <Text size="sm">{intl.formatMessage(m.otherIntro)}</Text>
      <Table data-testid="other-settings" withRowBorders>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label.id}>
              <Table.Th scope="row" w="50%">
                {intl.formatMessage(label)}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

// ── Integrations (D253) ─────────────────────────────────────────────────────────────────────

/** /iot/settings/integrations/intercom (INTERCOM_UPDATE): the entrance panel's directory and how a call rings. */
export function IntercomPage() {
  const query = useIntercomQuery();
  const editable = useCan(G.intercom.update);
  const save = useSaveIntercomMutation();
  return (
    <Section query={query}>
      {(view) => (
        <SettingsForm
          key={view.updatedAt ?? 'defaults'}
          schema={iotSettings.intercom}
          view={view}
          save={save}
          editable={editable}
          intro={m.intercomIntro}
          testId="intercom"
          fields={[
            { kind: 'toggle', name: 'enabled', label: m.intercomEnabled },
            {
              kind: 'choice',
              name: 'directoryOrder',
              label: m.directoryOrder,
              options: [
                { value: 'LAST_NAME', label: m.directoryLAST_NAME },
                { value: 'FIRST_NAME', label: m.directoryFIRST_NAME },
                { value: 'UNIT', label: m.directoryUNIT },
              ],
            },
            { kind: 'toggle', name: 'showFullNames', label: m.showFullNames },
            { kind: 'number', name: 'ringSeconds', label: m.ringSeconds, min: 10, max: 60 },
          ]}
        />
      )}
    </Section>
  );
}

/**
 * /iot/settings/integrations/sensor-industries (SENSOR_INDUSTRIES_CREATE): the property's code on the
 * vendor's platform; connected, the community's sensors dashboard opens.
 */
export function SensorIndustriesPage() {
  const query = useSensorIndustriesQuery();
  const editable = useCan(G.sensorIndustries.update);
  const save = useSaveSensorIndustriesMutation();
  return (
    <Section query={query}>
      {(view) => (
        <SettingsForm
          key={view.updatedAt ?? 'defaults'}
          schema={iotSettings.sensorIndustries}
          view={view}
          save={save}
          editable={editable}
          intro={m.sensorIndustriesIntro}
          testId="sensor-industries"
          fields={[
            { kind: 'toggle', name: 'enabled', label: m.sensorIndustriesEnabled },
            { kind: 'text', name: 'propertyCode', label: m.propertyCode, maxLength: 40 },
          ]}
        />
      )}
    </Section>
  );
}

/**
 * /iot/settings/integrations/energy-management (OCST_READ and the energy management toggle; changing
 * it OCST_UPDATE, inferred): the community's demand-response enrollment.
 */
export function DemandResponsePage() {
  const query = useDemandResponseQuery();
  const editable = useCan(G.demandResponse.update);
  const save = useSaveDemandResponseMutation();
  return (
    <Section query={query}>
      {(view) => (
        <SettingsForm
          key={view.updatedAt ?? 'defaults'}
          schema={iotSettings.demandResponse}
          view={view}
          save={save}
          editable={editable}
          intro={m.demandResponseIntro}
          testId="demand-response"
          fields={[
            { kind: 'toggle', name: 'enrolled', label: m.demandResponseEnrolled },
            { kind: 'number', name: 'maxSetbackF', label: m.maxSetbackF, min: 1, max: 8 },
            { kind: 'toggle', name: 'residentsMayOptOut', label: m.residentsMayOptOut },
            { kind: 'number', name: 'noticeHours', label: m.noticeHours, min: 0, max: 48 },
          ]}
        />
      )}
    </Section>
  );
}
