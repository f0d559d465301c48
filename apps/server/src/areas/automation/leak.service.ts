import { scenarios } from '@lintel/contracts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { deleteInCommunity } from '../../platform/db/community-rows.ts';
import { communityTimeZone } from '../../platform/db/community-time.ts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope, Scope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { onDomainEvent } from '../../platform/events/domain-events.ts';
import { enqueueOutbox } from '../../platform/outbox/outbox.ts';
import { at } from './auto-open.repository.ts';
import * as repository from './leak.repository.ts';
import { findScenario, insertRun } from './scenarios.repository.ts';
import { actorName, lastRunOf } from './scenarios.service.ts';

/**
 * Leak-sensor notifications (D247): when a leak sensor detects water, the people the rules name
 * for the sensor's building (or for every building) are told by e-mail, text message or both,
 * through the outbox, in the transaction that recorded the leak. Each leak is a run of the scenario
 * with one line, the sensor: APPLIED with whom it told and how; TRANSMISSION_ERROR when rules
 * covered the sensor but nobody could be told; EXCLUDED when no rule covers it;
 * INACTIVE_POLICY_EXCLUDED while the scenario is switched off. A community that never set the
 * scenario up records nothing (the staff alert of 'devices.alert' still goes out).
 */

const KIND = 'LEAK_NOTIFICATIONS' as const;
const ENTITY = 'automation.scenario.leakNotifications';
const MAX_REASON = 500;
const CHANNEL_WORDS: Record<scenarios.LeakChannel, string> = { EMAIL: 'e-mail', SMS: 'text message' };

const describeRule = (rule: repository.RuleRow) =>
  `${rule.name}: ${rule.channels.map((c) => CHANNEL_WORDS[c]).join(' and ')}, ${rule.buildingName ?? 'every building'}`;

function toRule(row: repository.RuleRow): scenarios.LeakRule {
  return {
    id: row.id,
    person: { id: row.personId, name: row.name, email: row.email, phone: row.phone, active: row.active },
    building: row.buildingId ? { id: row.buildingId, name: row.buildingName ?? '' } : null,
    channels: row.channels,
  };
}

export async function get(scope: Scope): Promise<scenarios.LeakNotifications> {
  const target = at(scope);
  const [row, rules, sensors, lastRun] = await Promise.all([
    findScenario(target, KIND),
    repository.rules(target),
    repository.sensorCount(target),
    lastRunOf(scope, KIND),
  ]);
  return {
    kind: KIND,
    active: row?.active ?? false,
    rules: rules.map(toRule),
    sensors,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? row.updatedAt : null,
    lastRun,
  };
}

export async function choices(scope: CommunityScope, q: string | undefined): Promise<scenarios.LeakChoices> {
  const target = at(scope);
  const [people, buildings] = await Promise.all([repository.people(target, { q }), repository.buildings(target)]);
  return { people, buildings };
}

/** Runs a change and writes what it did to the audit trail: the switch and the rules in words. */
async function audited(scope: CommunityScope, change: () => Promise<void>): Promise<scenarios.LeakNotifications> {
  const words = async () => {
    const target = at(scope);
    const row = await findScenario(target, KIND);
    return { active: row?.active ?? false, rules: (await repository.rules(target)).map(describeRule) };
  };
  const before = await words();
  await change();
  await recordAudit(scope, { entityType: ENTITY, entityId: scope.communityId, before, after: await words() });
  return get(scope);
}

export function setActive(scope: CommunityScope, active: boolean) {
  return audited(scope, () => repository.touch(at(scope), actorName(scope), active));
}

/**
 * Adds a rule. The person must be active staff of the community, the building one of its
 * buildings, and a text message needs a mobile number. The scenario's row is written first: it
 * holds the community's rules in turn, so two adds at once cannot pass the limit together.
 */
export function addRule(scope: CommunityScope, input: scenarios.LeakRuleInput) {
  return audited(scope, async () => {
    const target = at(scope);
    await repository.touch(target, actorName(scope));
    const [person] = await repository.people(target, { id: input.personId });
    if (!person) {
      throw new AppError('AUTOMATION_REFERENCE_INVALID', {
        issues: [{ path: 'personId', message: 'choose a staff member of this community' }],
      });
    }
    if (input.buildingId && !(await repository.buildings(target)).some((b) => b.id === input.buildingId)) {
      throw new AppError('AUTOMATION_REFERENCE_INVALID', {
        issues: [{ path: 'buildingId', message: 'choose a building of this community' }],
      });
    }
    if (input.channels.includes('SMS') && !person.phone) throw new AppError('LEAK_RULE_NO_PHONE');
    if ((await repository.countRules(target)) >= scenarios.MAX_LEAK_RULES) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'personId', message: `at most ${scenarios.MAX_LEAK_RULES} rules` }],
      });
    }
    await translate(() => repository.insertRule(target, input), { unique: 'LEAK_RULE_TAKEN' });
  });
}

export function removeRule(scope: CommunityScope, ruleId: string) {
  return audited(scope, async () => {
    await deleteInCommunity(scope, 'automation_leak_rules', ruleId);
    await repository.touch(at(scope), actorName(scope));
  });
}

// ── A leak ───────────────────────────────────────────────────────────────────────────────────

type Recipient = { name: string; email: string; phone: string | null; channels: Set<scenarios.LeakChannel> };

const names = (list: readonly string[]) => list.join(', ');
const clip = (text: string) => (text.length <= MAX_REASON ? text : `${text.slice(0, MAX_REASON - 1)}…`);

/**
 * Who is told and how: every rule covering the building (a rule for every building covers a sensor
 * in no unit too), merged per person; a person no longer staff of the community is told nothing.
 */
function recipientsOf(rules: readonly repository.RuleRow[], buildingId: string | null) {
  const told = new Map<string, Recipient>();
  const gone = new Set<string>();
  for (const rule of rules) {
    if (rule.buildingId !== null && rule.buildingId !== buildingId) continue;
    if (!rule.active) {
      gone.add(rule.name);
      continue;
    }
    const recipient = told.get(rule.personId) ?? { ...rule, channels: new Set() };
    for (const channel of rule.channels) recipient.channels.add(channel);
    told.set(rule.personId, recipient);
  }
  return { told: [...told.values()], gone: [...gone] };
}

/** Tells the rules' people of a leak and records the run; called in the transaction of the leak. */
async function onLeak(
  target: ReturnType<typeof at>,
  leak: { deviceId: string; deviceName: string; unitId: string | null; detectedAt: string },
) {
  const row = await findScenario(target, KIND);
  if (!row) return;
  const place = await repository.placeOf(target, leak.unitId);
  const line = { deviceId: leak.deviceId, deviceName: leak.deviceName, unitName: place?.unitName ?? null };
  const rules = await repository.rules(target);
  const where = place ? `${place.buildingName} ${place.unitName}` : 'no unit';
  const snapshot = { rules: rules.map(describeRule), where };
  const record = (result: scenarios.AutomationResult, reason: string) =>
    insertRun(target, { kind: KIND, trigger: 'LEAK', rules: snapshot, requestedBy: null }, [
      { ...line, result, reason: clip(reason) },
    ]);
  if (!row.active)
    return void (await record('INACTIVE_POLICY_EXCLUDED', 'The leak-sensor notifications are switched off.'));
  const { told, gone } = recipientsOf(rules, place?.buildingId ?? null);
  if (told.length === 0 && gone.length === 0) {
    const reason = place
      ? `No rule covers ${place.buildingName}.`
      : 'The sensor is in no unit, and no rule covers every building.';
    return void (await record('EXCLUDED', reason));
  }
  const timeZone = await communityTimeZone(target);
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(leak.detectedAt),
  );
  const subject = `Leak detected: ${leak.deviceName}`;
  const text = `The leak sensor ${leak.deviceName} (${where}) detected water at ${when}.`;
  const byEmail: string[] = [];
  const byText: string[] = [];
  const notTold = gone.map((name) => `${name} (no longer staff of the community)`);
  for (const person of told) {
    if (person.channels.has('EMAIL')) {
      await enqueueOutbox(
        target.db,
        { channel: 'email', to: person.email, subject, text, kind: 'leak-notification' },
        target.now,
      );
      byEmail.push(person.name);
    }
    if (person.channels.has('SMS')) {
      if (person.phone) {
        await enqueueOutbox(
          target.db,
          { channel: 'sms', to: person.phone, subject, text, kind: 'leak-notification' },
          target.now,
        );
        byText.push(person.name);
      } else notTold.push(`${person.name} (no mobile number)`);
    }
  }
  const parts = [
    byEmail.length > 0 ? `Told by e-mail: ${names(byEmail)}.` : '',
    byText.length > 0 ? `Told by text message: ${names(byText)}.` : '',
    notTold.length > 0 ? `Not told: ${names(notTold)}.` : '',
  ].filter(Boolean);
  await record(byEmail.length + byText.length > 0 ? 'APPLIED' : 'TRANSMISSION_ERROR', parts.join(' '));
}

/** Registered with the automation routes: a detected leak tells the rules' people. */
export function listenToLeaks(): void {
  onDomainEvent('devices.leakDetected', 'automation.leakNotifications', async (target, leak) => {
    if (!target.customerId || !target.communityId) throw new Error('a leak belongs to a community');
    await onLeak({ ...target, customerId: target.customerId, communityId: target.communityId }, leak);
  });
}
