import type { MessageDescriptor } from 'react-intl';
import { type AccessEnv, passesGates } from '../routing/access.ts';
import type { RouteDef } from '../routing/route.ts';
import { menuMessages as m } from './messages.ts';

/** Parameters a menu entry takes from the selected context (e.g. customerId). */
type ContextParams = (env: AccessEnv) => Record<string, string | undefined>;

export interface MenuItem {
  /** The route name the entry opens. */
  id: string;
  params?: ContextParams;
  /** Always hidden (the spec's transfer_resident.index). */
  hidden?: boolean;
}

export interface MenuGroup {
  /** Ids beginning with '__' are headings: they do not navigate. */
  id: string;
  label: MessageDescriptor;
  items: readonly MenuItem[];
}

const customer: ContextParams = (env) => ({ customerId: env.customerId ?? undefined });
const customerAndCommunity: ContextParams = (env) => ({
  customerId: env.customerId ?? undefined,
  communityId: env.communityId ?? undefined,
});
const items = (...ids: string[]): MenuItem[] => ids.map((id) => ({ id }));
const raa = ['profiles', 'identities', 'relationshipTypes', 'applications', 'sharedDataKeys', 'persons', 'parties'];

/** The full menu tree of part 1 section 2.3, by route name. Unbuilt routes simply do not show. */
export const menuTree: readonly MenuGroup[] = [
  { id: '__core', label: m.core, items: items('home', 'dashboard') },
  {
    id: '__smart_community',
    label: m.smartCommunity,
    items: items(
      'iot.access.index',
      'iot.automation',
      'iot.community',
      'iot.devices',
      'iot.integration-queue.index',
      'iot.leases.index',
      // Not in the spec's list: the PACS queue log (part 3 section 2 "Other") is a page of its own, like
      // the integration queue beside it (D226).
      'iot.pacs-queue-log.index',
      'iot.residents.index',
      'iot.residents-queue.index',
      'iot.si-dash.index',
      'iot.staff.index',
      'iot.vendors.index',
      'iot.settings',
    ),
  },
  {
    id: '__go',
    label: m.go,
    items: items('go.app-list', 'go.renewal-list', 'go.community-map', 'go.reconciliation', 'go.settings'),
  },
  {
    id: '__websites',
    label: m.websites,
    items: items('websites.select-property', 'websites.show', 'websites.settings'),
  },
  { id: '__marketing', label: m.marketing, items: items('medias.index', 'guest-cards.index') },
  {
    id: '__digital_human',
    label: m.digitalHuman,
    items: items(
      'responses.index',
      'custom_responses.index',
      'translate_responses.index',
      'manage_intents.index',
      'digital_human_settings.index',
      'dh.availability_pricing.index',
      'conversations_responses.index',
    ),
  },
  {
    id: '__digital_human_ai',
    label: m.digitalHumanAi,
    items: items('knowledge_library.index', 'digital_human_ai_settings.index', 'dh.availability_pricing.index'),
  },
  {
    id: '__physical_property',
    label: m.physicalProperty,
    items: items(
      'sreq.index',
      'msgs.index',
      'cbr.living.communityStructure',
      // Not in the spec's list: the spec's community structure area (part 2, "Community structure
      // (spaces)") holds unit types and the location tree, so their lists sit beside it.
      'cbr.unitTypes.list',
      'cbr.locations.index',
      'ri.index',
      'amenities.community.individual.index',
    ),
  },
  {
    id: '__resident_lifecycle',
    label: m.residentLifecycle,
    items: [
      ...items('manage_application.index', 'manage-partner-documents.index', 'leases.index', 'renewals.index'),
      { id: 'transfer_resident.index', hidden: true },
      ...items('manage_residents.index', 'monthToMonth.index', 'move_out.index', 'notice_to_vacate.index'),
    ],
  },
  {
    id: '__general_ledger',
    label: m.generalLedger,
    items: items(
      'general_ledger.journal_entry_list',
      'general_ledger.gl_account_list',
      'general_ledger.bank_reconciliation_list',
      'general_ledger.bank_account_list',
      'accounting.settings',
    ),
  },
  {
    id: '__accounts_payable',
    label: m.accountsPayable,
    items: items('accounts_payable.invoices', 'accounts_payable.payments'),
  },
  {
    id: '__accounts_receivable',
    label: m.accountsReceivable,
    items: items('accounts_receivable.deposits', 'accounts_receivable.charges', 'accounts_receivable.credits'),
  },
  { id: '__vendors', label: m.vendors, items: items('vendor.manage_vendors') },
  { id: '__email_bot', label: m.emailBot, items: items('emailbot.configurations.index', 'emailbot.templates.index') },
  { id: '__search', label: m.search, items: items('searchEngineDashboard.index') },
  {
    id: '__admin',
    label: m.admin,
    items: [
      { id: 'application_mngmt.index' },
      { id: 'company.communities.index', params: customer },
      { id: 'community.settings.index' },
      { id: 'company.index', params: customer },
      { id: 'customers.index' },
      { id: 'customer_roles_mngmt' },
      { id: 'ips-v2.partner.manage-partner' },
      { id: 'ips-v2.manage-customer-user-community' },
      { id: 'ips-v2.communityDetails', params: customerAndCommunity },
      { id: 'lintel_users_roles_mngmt' },
      { id: 'dashboard.json-editor' },
      { id: 'sync-service.index' },
      { id: 'users_mngmt', params: customer },
    ],
  },
  {
    id: '__developer_tools',
    label: m.developerTools,
    items: [
      ...items('ntfyTools.notificationSender.index', 'prmsnTools.identityPermissions.index'),
      ...raa.map((name) => ({ id: `raaTools.${name}.index` })),
      { id: 'raaTools.memberships.index' },
    ],
  },
];

export interface VisibleMenuItem {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

export interface VisibleMenuGroup {
  id: string;
  label: MessageDescriptor;
  heading: boolean;
  items: VisibleMenuItem[];
}

/**
 * The menu the user may see: an entry shows only when its route is registered and passes its gates;
 * a group shows only when one of its items does. Context parameters that are missing hide the entry.
 */
export function visibleMenu(
  tree: readonly MenuGroup[],
  findRoute: (name: string) => RouteDef | undefined,
  env: AccessEnv,
): VisibleMenuGroup[] {
  const groups: VisibleMenuGroup[] = [];
  for (const group of tree) {
    const visible: VisibleMenuItem[] = [];
    for (const item of group.items) {
      const route = findRoute(item.id);
      if (!route || item.hidden || !passesGates(route, env)) continue;
      const params = item.params?.(env) ?? {};
      if (Object.values(params).some((v) => v === undefined)) continue;
      visible.push({ route, params });
    }
    if (visible.length > 0)
      groups.push({ id: group.id, label: group.label, heading: group.id.startsWith('__'), items: visible });
  }
  return groups;
}
