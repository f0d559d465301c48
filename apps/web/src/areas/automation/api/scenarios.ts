import { scenarios } from '@lintel/contracts';
import type {
  EnergySaving,
  EnergySavingRulesInput,
  LeakRuleInput,
  MoveIns,
  MoveInsRulesInput,
  ResultState,
  Run,
  ScenarioKind,
  StaffAccess,
  StaffAccessRulesInput,
} from '@lintel/contracts/scenarios';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const keys = keyScope('automation', 'scenarios');

/** While a run sends its set points, its pages ask again every few seconds. */
const POLL_MS = 2_000;
const running = (run: Run | null | undefined) => run?.status === 'RUNNING';

export const useScenariosQuery = () => useEndpointQuery(keys, scenarios.list, {});

export function useEnergySavingQuery() {
  return useEndpointQuery(
    keys,
    scenarios.getEnergySaving,
    {},
    {
      refetchInterval: (query) => (running((query.state.data as EnergySaving | undefined)?.lastRun) ? POLL_MS : false),
    },
  );
}

export const useEnergySavingChoicesQuery = () => useEndpointQuery(keys, scenarios.energySavingChoicesEndpoint, {});

/** One page of a scenario's runs, newest first; asked again while the newest is still running. */
export function useRunsQuery(input: { page: number; size: number; kind: ScenarioKind }) {
  return useEndpointListQuery(
    keys,
    scenarios.listRuns,
    { query: { page: input.page, size: input.size, kind: input.kind } },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) => (query.state.data?.content.some((run) => running(run)) ? POLL_MS : false),
    },
  );
}

/** One page of the log, filtered by run, scenario and result and searched by the start of the device name. */
export function useLogQuery(input: {
  page: number;
  size: number;
  sort: string;
  q: string;
  runId: string | null;
  kind?: ScenarioKind | null;
  result: ResultState | null;
}) {
  const { page, size, sort, q, runId, kind, result } = input;
  return useEndpointListQuery(
    keys,
    scenarios.listLog,
    {
      query: {
        page,
        size,
        sort,
        ...(q ? { q } : {}),
        ...(runId ? { runId } : {}),
        ...(kind ? { kind } : {}),
        ...(result ? { result } : {}),
      },
    },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.data?.content.some((line) => line.result === 'PENDING') ? POLL_MS : false,
    },
  );
}

// A change touches the scenario, its overview and the schedules it holds: the area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('automation')]);

export function useSaveRulesMutation() {
  return useEndpointMutation(scenarios.saveEnergySavingRules, {
    input: (body: EnergySavingRulesInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useSaveScheduleMutation() {
  return useEndpointMutation(scenarios.saveEnergySavingSchedule, {
    input: (body: { scheduleId: string | null }) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRunMutation() {
  return useEndpointMutation(scenarios.runEnergySaving, {
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

// Leak-sensor notifications (D247).

export const useLeakQuery = () => useEndpointQuery(keys, scenarios.getLeakNotifications, {});

/** The staff whose name starts with what is typed, and the buildings. */
export function useLeakChoicesQuery(q: string) {
  return useEndpointQuery(
    keys,
    scenarios.leakChoicesEndpoint,
    { query: q ? { q } : {} },
    { placeholderData: (previous) => previous },
  );
}

export function useSetLeakActiveMutation() {
  return useEndpointMutation(scenarios.setLeakActive, {
    input: (active: boolean) => ({ body: { active } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useAddLeakRuleMutation() {
  return useEndpointMutation(scenarios.addLeakRule, {
    input: (body: LeakRuleInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRemoveLeakRuleMutation() {
  return useEndpointMutation(scenarios.removeLeakRule, {
    input: (leakRuleId: string) => ({ params: { leakRuleId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

// Recommended move-in settings (D250).

export function useMoveInsQuery() {
  return useEndpointQuery(
    keys,
    scenarios.getMoveIns,
    {},
    { refetchInterval: (query) => (running((query.state.data as MoveIns | undefined)?.lastRun) ? POLL_MS : false) },
  );
}

export const useMoveInsChoicesQuery = () => useEndpointQuery(keys, scenarios.moveInsChoicesEndpoint, {});

export function useSaveMoveInsRulesMutation() {
  return useEndpointMutation(scenarios.saveMoveInsRules, {
    input: (body: MoveInsRulesInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useSaveMoveInsScheduleMutation() {
  return useEndpointMutation(scenarios.saveMoveInsSchedule, {
    input: (body: { scheduleId: string | null }) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRunMoveInsMutation() {
  return useEndpointMutation(scenarios.runMoveIns, {
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

// Staff access to vacant units (D251).

export function useStaffAccessQuery() {
  return useEndpointQuery(
    keys,
    scenarios.getStaffAccess,
    {},
    { refetchInterval: (query) => (running((query.state.data as StaffAccess | undefined)?.lastRun) ? POLL_MS : false) },
  );
}

export const useStaffAccessChoicesQuery = () => useEndpointQuery(keys, scenarios.staffAccessChoicesEndpoint, {});

export function useSaveStaffAccessRulesMutation() {
  return useEndpointMutation(scenarios.saveStaffAccessRules, {
    input: (body: StaffAccessRulesInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRunStaffAccessMutation() {
  return useEndpointMutation(scenarios.runStaffAccess, {
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
