import {
  type Audience,
  type EventConfig,
  type NotificationsConfig,
  notificationCategories,
  notificationEvents,
} from '@lintel/contracts/notifications';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './settings.repository.ts';

/** Every catalogue event with the community's switches (the catalogue's defaults where it has none). */
export async function eventConfigs(scope: CommunityScope): Promise<EventConfig[]> {
  const rows = await repository.listEmailSwitches(scope);
  const email = new Map(rows.map((r) => [r.event_code, r.email_enabled]));
  return notificationEvents.map((event) => ({
    eventCode: event.code,
    categoryId: event.categoryId,
    label: event.label,
    emailEnabled: email.get(event.code) ?? event.emailDefault,
    mobileEnabled: event.mobileEnabled,
    inAppEnabled: event.inAppEnabled,
  }));
}

const DEFAULT_AUDIENCE_NAME = 'community staff';

export async function groupedConfig(scope: CommunityScope): Promise<NotificationsConfig> {
  const configs = await eventConfigs(scope);
  const audiences = await repository.listAudienceNames(scope);
  const names = new Map(audiences.map((a) => [a.category_id, a.name]));
  return notificationCategories.map((category) => ({
    category: { id: category.id, name: category.name },
    audienceName: names.get(category.id) ?? DEFAULT_AUDIENCE_NAME,
    configs: configs.filter((c) => c.categoryId === category.id),
  }));
}

/** Saves the e-mail switches of the flat list (mobile and in-app are fixed by the catalogue). */
async function saveEmailSwitches(
  scope: CommunityScope,
  updates: { eventCode: string; emailEnabled: boolean }[],
): Promise<void> {
  for (const update of updates) {
    const event = notificationEvents.find((e) => e.code === update.eventCode)!;
    await repository.saveEmailSwitch(scope, update.eventCode, {
      emailEnabled: update.emailEnabled,
      mobileEnabled: event.mobileEnabled,
      inAppEnabled: event.inAppEnabled,
    });
  }
}

/** Saves the switches and answers the configuration grouped by category. */
export async function updateConfig(
  scope: CommunityScope,
  updates: { eventCode: string; emailEnabled: boolean }[],
): Promise<NotificationsConfig> {
  await saveEmailSwitches(scope, updates);
  return groupedConfig(scope);
}

/** Saves the switches and answers the flat list. */
export async function updateEventConfigs(
  scope: CommunityScope,
  updates: { eventCode: string; emailEnabled: boolean }[],
): Promise<EventConfig[]> {
  await saveEmailSwitches(scope, updates);
  return eventConfigs(scope);
}

export async function readAudience(scope: CommunityScope, categoryId: string): Promise<Audience> {
  const category = notificationCategories.find((c) => c.id === categoryId)!;
  const audience = await repository.findAudience(scope, categoryId);
  const selected = new Set(await repository.audienceMembers(scope, categoryId));
  const staff = await repository.communityStaff(scope);
  return {
    categoryId,
    categoryName: category.name,
    name: audience?.name ?? DEFAULT_AUDIENCE_NAME,
    customised: Boolean(audience),
    members: staff.map((s) => ({
      profileId: s.profileId,
      fullName: `${s.firstName} ${s.lastName}`,
      email: s.email,
      // Without an audience of its own, every staff member gets the category's e-mail.
      selected: audience ? selected.has(s.profileId) : true,
    })),
  };
}

/** Replaces the category's audience; every member must be staff of the community. */
export async function writeAudience(
  scope: CommunityScope,
  categoryId: string,
  body: { name: string; profileIds: string[] },
): Promise<Audience> {
  const staff = new Set((await repository.communityStaff(scope)).map((s) => s.profileId));
  const ids = [...new Set(body.profileIds)];
  if (ids.some((id) => !staff.has(id))) throw new AppError('NOTIFICATIONS_AUDIENCE_MEMBER_INVALID');
  await repository.replaceAudience(scope, categoryId, body.name, ids);
  return readAudience(scope, categoryId);
}
