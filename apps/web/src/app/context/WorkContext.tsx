import type { AppCode } from '@lintel/contracts/common';
import type { Community, CustomerOption, Profile, ProfileResponse } from '@lintel/contracts/context';
import { notifications } from '@mantine/notifications';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CallContext } from '../api/client.ts';
import { contextMessages } from './messages.ts';
import {
  useCommunitiesQuery,
  useCustomerAppsQuery,
  useCustomersQuery,
  useLicensedAppsQuery,
  useProfileQuery,
} from './queries.ts';
import { readSelection, type StoredSelection, writeSelection } from './selection.ts';

export interface WorkContextValue {
  profile: ProfileResponse;
  isProvider: boolean;
  /** The profile acting now: the provider profile, or the selected customer profile. */
  activeProfile: Profile | null;
  customers: CustomerOption[];
  customersLoading: boolean;
  customerId: string | null;
  customerName: string | null;
  communities: Community[];
  communitiesLoading: boolean;
  communitiesError: boolean;
  community: Community | null;
  /** True while the context or its apps are still loading: gates cannot be judged yet. */
  contextLoading: boolean;
  licensedApps: AppCode[];
  customerApps: AppCode[];
  /** Headers for calls made in this context. */
  callContext: CallContext;
  /** These ask every screen that registered a question (useBeforeContextChange) first. */
  selectCustomer(customerId: string | null): void;
  selectProfile(profileId: string): void;
  selectCommunity(communityId: string | null): void;
  /** Adds a question asked before the user changes customer, profile or community; returns its removal. */
  addContextChangeCheck(check: ContextChangeCheck): () => void;
}

/** Resolves true to let the change happen, false to keep the current context. */
export type ContextChangeCheck = () => Promise<boolean>;

const WorkContext = createContext<WorkContextValue | null>(null);

function useErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notifications.show({ color: 'red', message, autoClose: 10_000 });
  }, [failed, message]);
}

/**
 * The customer, profile and community the user works in. Changing customer or profile clears the
 * community; 'Unselect customer' returns provider staff to their provider profile; a single
 * community is selected automatically.
 */
export function WorkContextProvider({ profile, children }: { profile: ProfileResponse; children: ReactNode }) {
  const intl = useIntl();
  const isProvider = profile.providerType !== null;
  const [selection, setSelection] = useState<StoredSelection>(() => readSelection(profile.userId));
  // A screen with unsaved changes asks before the context under it changes (spec part 1 section 4:
  // leaving a dirty form asks for confirmation). The automatic upkeep below never asks.
  const checks = useRef(new Set<ContextChangeCheck>());
  const addContextChangeCheck = useCallback((check: ContextChangeCheck) => {
    checks.current.add(check);
    return () => {
      checks.current.delete(check);
    };
  }, []);
  const update = useCallback(
    (next: StoredSelection) => {
      setSelection(next);
      writeSelection(profile.userId, next);
    },
    [profile.userId],
  );

  const customersQuery = useCustomersQuery(isProvider);
  const customers = customersQuery.data?.content ?? [];

  // Who acts: provider staff pick any customer; everyone else picks one of their profiles.
  let activeProfile: Profile | null = null;
  let customerId: string | null = null;
  let customerName: string | null = null;
  if (isProvider) {
    activeProfile = profile.providerProfile;
    const chosen = customers.find((c) => c.customerId === selection.customerId);
    customerId = chosen?.customerId ?? (customersQuery.isPending ? selection.customerId : null);
    customerName = chosen?.name ?? null;
  } else {
    const profiles = profile.customerUsers.filter((p) => p.customerDeletedAt === null);
    activeProfile = profiles.find((p) => p.profileId === selection.profileId) ?? profiles[0] ?? null;
    customerId = activeProfile?.customerId ?? null;
    customerName = activeProfile?.customerName ?? null;
  }

  const communitiesQuery = useCommunitiesQuery(customerId);
  const communities = communitiesQuery.data?.content ?? [];
  const onlyCommunity = communities.length === 1 ? communities[0]! : null;
  const community =
    communities.find((c) => c.id === selection.communityId) ?? (communitiesQuery.isSuccess ? onlyCommunity : null);
  const communityId = community?.id ?? (communitiesQuery.isPending ? selection.communityId : null);

  // Keep what is stored in step with what is valid (a single community is auto-selected).
  useEffect(() => {
    const next: StoredSelection = {
      profileId: isProvider ? null : (activeProfile?.profileId ?? null),
      customerId: isProvider ? (customersQuery.isSuccess ? customerId : selection.customerId) : customerId,
      communityId: communitiesQuery.isSuccess || customerId === null ? (community?.id ?? null) : selection.communityId,
    };
    if (
      next.profileId !== selection.profileId ||
      next.customerId !== selection.customerId ||
      next.communityId !== selection.communityId
    ) {
      update(next);
    }
  }, [
    isProvider,
    activeProfile,
    customerId,
    community,
    customersQuery.isSuccess,
    communitiesQuery.isSuccess,
    selection,
    update,
  ]);

  const choose = useCallback(
    async (next: StoredSelection) => {
      for (const check of [...checks.current]) if (!(await check())) return;
      update(next);
    },
    [update],
  );

  const callContext = useMemo<CallContext>(() => ({ customerId, communityId }), [customerId, communityId]);
  const licensedAppsQuery = useLicensedAppsQuery(callContext);
  const customerAppsQuery = useCustomerAppsQuery(customerId, isProvider);

  useErrorToast(communitiesQuery.isError, intl.formatMessage(contextMessages.communitiesFailed));
  useErrorToast(customersQuery.isError, intl.formatMessage(contextMessages.profileSelectorFailed));
  useErrorToast(licensedAppsQuery.isError, intl.formatMessage(contextMessages.licensedAppsFailed));

  const value = useMemo<WorkContextValue>(
    () => ({
      profile,
      isProvider,
      activeProfile,
      customers,
      customersLoading: customersQuery.isPending && isProvider,
      customerId,
      customerName,
      communities,
      communitiesLoading: communitiesQuery.isPending && customerId !== null,
      communitiesError: communitiesQuery.isError,
      community,
      contextLoading:
        (isProvider && customersQuery.isLoading) ||
        communitiesQuery.isLoading ||
        licensedAppsQuery.isLoading ||
        customerAppsQuery.isLoading,
      licensedApps: (licensedAppsQuery.data?.content ?? []).map((a) => a.appCode),
      customerApps: (customerAppsQuery.data?.content ?? []).map((a) => a.appCode),
      callContext,
      selectCustomer: (id) => void choose({ profileId: null, customerId: id, communityId: null }),
      selectProfile: (id) => void choose({ profileId: id, customerId: null, communityId: null }),
      selectCommunity: (id) => void choose({ ...selection, communityId: id }),
      addContextChangeCheck,
    }),
    [
      profile,
      isProvider,
      activeProfile,
      customers,
      customersQuery.isPending,
      customerId,
      customerName,
      communities,
      communitiesQuery.isPending,
      communitiesQuery.isError,
      community,
      customersQuery.isLoading,
      communitiesQuery.isLoading,
      licensedAppsQuery.isLoading,
      customerAppsQuery.isLoading,
      licensedAppsQuery.data,
      customerAppsQuery.data,
      callContext,
      selection,
      choose,
      addContextChangeCheck,
    ],
  );
  return <WorkContext.Provider value={value}>{children}</WorkContext.Provider>;
}

/** The headers of the work context, or null outside one (the public pages before sign-in). */
export function useOptionalCallContext(): CallContext | null {
  return useContext(WorkContext)?.callContext ?? null;
}

export function useWorkContext(): WorkContextValue {
  const value = useContext(WorkContext);
  if (!value) throw new Error('useWorkContext must be used inside WorkContextProvider');
  return value;
}

/**
 * Asks `check` before the user changes customer, profile or community while this component is
 * mounted (outside a work context, as in isolated tests, it does nothing).
 */
export function useBeforeContextChange(check: ContextChangeCheck): void {
  const add = useContext(WorkContext)?.addContextChangeCheck;
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => add?.(() => latest.current()), [add]);
}

export { useProfileQuery };
