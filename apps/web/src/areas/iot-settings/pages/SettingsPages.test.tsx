import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { BlePage, PassesPage, PhysicalPage, RemoteAuthPage, SensorIndustriesPage } from './SettingsPages.tsx';

const NOON = '2030-05-06T12:00:00.000Z';
const ROLLOUT = '4c1c2b4a-1111-4222-8333-944455556666';
const LOCK = '5d2d3c5b-2222-4333-8444-a55566667777';

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  savePasses: vi.fn(),
  saveSensorIndustries: vi.fn(),
  rollout: null as unknown,
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key: string }) => state.keys.has(check.key) }),
}));
vi.mock('../../../app/routing/useAccessEnv.ts', () => ({
  useAccessEnv: () => ({
    customerId: 'customer',
    communityId: 'community',
    profileType: 'USER',
    role: null,
    apps: ['IOT'],
    permissionsLoading: false,
    can: (check: { key?: string }) => check.key !== undefined && state.keys.has(check.key),
  }),
}));

const loaded = (data: unknown) => ({
  data,
  isError: false,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
});
const saving = (mutateAsync: (values: unknown) => Promise<unknown>) => ({ isPending: false, mutateAsync });

vi.mock('../api/settings.ts', () => ({
  useRemoteAuthQuery: () =>
    loaded({
      values: { enabled: true, doorHoldSeconds: 12, staffMayAuthorize: false },
      updatedAt: NOON,
      updatedBy: 'Morgan Manager',
    }),
  useSaveRemoteAuthMutation: () => saving(async () => ({})),
  usePassRulesQuery: () =>
    loaded({ values: { vendor: true, resident: true, guest: true, maxDays: 365 }, updatedAt: null, updatedBy: null }),
  useSavePassRulesMutation: () => saving(state.savePasses),
  useBleQuery: () =>
    loaded({
      values: { enabled: true, unlockMode: 'TAP', rangeMeters: 2 },
      updatedAt: NOON,
      updatedBy: 'Morgan Manager',
      rollout: state.rollout,
    }),
  useSaveBleMutation: () => saving(async () => ({})),
  useSensorIndustriesQuery: () =>
    loaded({ values: { enabled: false, propertyCode: '' }, updatedAt: null, updatedBy: null }),
  useSaveSensorIndustriesMutation: () => saving(state.saveSensorIndustries),
  useRolloutDevicesQuery: () =>
    loaded({
      content: [
        {
          deviceId: LOCK,
          name: 'Door A-101',
          family: 'YALE',
          result: 'FAILED',
          note: 'the lock refused the configuration',
          updatedAt: NOON,
        },
      ],
      totalElements: 1,
      totalPages: 1,
      totalIsEstimate: false,
      size: 10,
    }),
}));

const at = (path: string, element: React.ReactNode, url = path) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/iot/locks/management/allegion/default-configuration" element={<p>allegion default</p>} />
        <Route path="/iot/locks/management/pdk/node-settings" element={<p>pdk nodes</p>} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set();
  state.savePasses = vi.fn();
  state.saveSensorIndustries = vi.fn();
  state.rollout = null;
});

describe('smart-building settings pages', () => {
  it('community viewer: sees the remote authorization settings, who changed them, and cannot change them', async () => {
    state.keys = new Set(['GUEST_MANAGEMENT_READ']);
    at('/remote', <RemoteAuthPage />);
    expect(await screen.findByTestId('settings-read-only')).toBeTruthy();
    expect(screen.getByTestId('settings-changed').textContent).toContain('Morgan Manager');
    expect((screen.getByLabelText('Entrance stays unlocked (seconds)') as HTMLInputElement).value).toBe('12');
    expect(screen.getByLabelText('Entrance stays unlocked (seconds)').matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('remote-auth-save')).toBeNull();
  });

  it('community manager: a refused pass rule shows by its field and keeps what was typed', async () => {
    state.keys = new Set(['TEMPORARY_PASS_SETTINGS_READ_SETTINGS', 'TEMPORARY_PASS_SETTINGS_UPDATE_SETTINGS']);
    state.savePasses.mockRejectedValue(
      new ApiError('The request is not valid.', 400, 'VALIDATION_FAILED', null, [
        { path: 'body/maxDays', message: 'longer than the locks can hold' },
      ]),
    );
    at('/passes', <PassesPage />);
    const user = setupUser();
    expect(await screen.findByTestId('settings-built-in')).toBeTruthy();
    await user.click(screen.getByLabelText('Guest passes'));
    const days = screen.getByLabelText('Longest pass (days)') as HTMLInputElement;
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByTestId('pass-rules-save'));
    expect(await screen.findByText('longer than the locks can hold')).toBeTruthy();
    expect(state.savePasses).toHaveBeenCalledWith({ vendor: true, resident: true, guest: false, maxDays: 30 });
    expect(days.value).toBe('30');
    expect((screen.getByLabelText('Guest passes') as HTMLInputElement).checked).toBe(false);
  });

  it('community manager: the BLE page shows where the last change stands on the locks, with each lock and why it failed', async () => {
    state.keys = new Set(['APARTMENT_COMMUNITY_UPDATE_BLE_CREDENTIALS_SETTINGS']);
    state.rollout = {
      id: ROLLOUT,
      createdAt: NOON,
      requestedBy: 'Morgan Manager',
      total: 5,
      counts: { WAITING: 0, SENDING: 0, APPLIED: 3, FAILED: 1, SKIPPED: 1 },
      finished: true,
    };
    at('/ble', <BlePage />);
    expect((await screen.findByTestId('rollout-progress')).textContent).toBe('5 of 5 locks done');
    expect(screen.getByTestId('rollout-retry')).toBeTruthy();
    expect(await screen.findByText('the lock refused the configuration')).toBeTruthy();
    expect(screen.getByTestId('rollout-result').textContent).toBe('Failed');
    expect(screen.getByText('Yale')).toBeTruthy();
  });

  it('community manager: a BLE setting without locks to carry it says so', async () => {
    state.keys = new Set(['APARTMENT_COMMUNITY_UPDATE_BLE_CREDENTIALS_SETTINGS']);
    state.rollout = {
      id: ROLLOUT,
      createdAt: NOON,
      requestedBy: null,
      total: 0,
      counts: { WAITING: 0, SENDING: 0, APPLIED: 0, FAILED: 0, SKIPPED: 0 },
      finished: true,
    };
    at('/ble', <BlePage />);
    expect(await screen.findByTestId('rollout-none')).toBeTruthy();
  });

  it('community manager: the physical page follows subTab 1 and 3 to the lock family screens', async () => {
    state.keys = new Set(['LOCK_DEFAULT_CONFIG_READ']);
    const first = at('/physical', <PhysicalPage />, '/physical?subTab=1');
    expect(await screen.findByText('allegion default')).toBeTruthy();
    first.unmount();
    const third = at('/physical', <PhysicalPage />, '/physical?subTab=3');
    expect(await screen.findByText('pdk nodes')).toBeTruthy();
    third.unmount();
    at('/physical', <PhysicalPage />);
    await waitFor(() => expect(screen.getAllByTestId('physical-link').length).toBeGreaterThan(0));
    expect(screen.getByText('Allegion default configuration')).toBeTruthy();
    fireEvent.click(screen.getByText('Allegion default configuration'));
    expect(await screen.findByText('allegion default')).toBeTruthy();
  });

  it('community manager: connecting sensor industries without a property code is refused by the field, and what was typed stays', async () => {
    state.keys = new Set(['SENSOR_INDUSTRIES_CREATE']);
    at('/si', <SensorIndustriesPage />);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Connected'));
    await user.click(screen.getByTestId('sensor-industries-save'));
    expect(await screen.findByText('the property code is needed to connect')).toBeTruthy();
    expect(state.saveSensorIndustries).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Property code'), 'MAPLE-01');
    await user.click(screen.getByTestId('sensor-industries-save'));
    await waitFor(() =>
      expect(state.saveSensorIndustries).toHaveBeenCalledWith({ enabled: true, propertyCode: 'MAPLE-01' }),
    );
  });
});
