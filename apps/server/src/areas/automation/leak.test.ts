import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCommunity, MAPLE } from '../../../test/fixtures/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { ingestEvents } from '../devices/engine/ingest.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const commons = { customer: 'Birch Residential', community: 'Birch Commons' };
const url = '/api/iot/automation/scenarios/leak-sensors';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

type Rule = {
  id: string;
  person: { id: string; name: string; email: string; phone: string | null };
  building: { id: string } | null;
};
type Line = { deviceName: string; unitName: string | null; result: string; reason: string | null; kind: string };

/** A seeded leak sensor of Maple Court in a unit, with its building. */
async function sensorInUnit() {
  return api.database.db
    .selectFrom('devices as d')
    .innerJoin('units as u', (join) =>
      join.onRef('u.id', '=', 'd.unit_id').onRef('u.customer_id', '=', 'd.customer_id'),
    )
    .innerJoin('buildings as b', (join) =>
      join.onRef('b.id', '=', 'u.building_id').onRef('b.customer_id', '=', 'u.customer_id'),
    )
    .select(['d.id', 'd.name', 'd.customer_id', 'd.community_id', 'b.id as buildingId', 'b.name as buildingName'])
    .where('d.kind', '=', 'LEAK_SENSOR')
    .where('d.install_state', '=', 'INSTALLED')
    .where('d.community_id', '=', MAPLE)
    .orderBy('d.name')
    .executeTakeFirstOrThrow();
}

let minute = 0;
/** The sensor reports water (after reporting dry, so that it is a new leak). */
async function leak(sensorId: string) {
  const at = () => new Date(api.clock.now().getTime() + ++minute * 60_000);
  await inCommunity(api.database.db, api.clock.now(), (scope) =>
    ingestEvents(scope, [
      { deviceId: sensorId, sourceId: `dry:${minute}`, kind: 'LEAK', detail: { leak: false }, occurredAt: at() },
    ]),
  );
  await inCommunity(api.database.db, api.clock.now(), (scope) =>
    ingestEvents(scope, [
      { deviceId: sensorId, sourceId: `wet:${minute}`, kind: 'LEAK', detail: { leak: true }, occurredAt: at() },
    ]),
  );
}

const outbox = (subject: string) =>
  api.database.db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'body_text as text'])
    .where('subject', '=', subject)
    .where('kind', '=', 'leak-notification')
    .orderBy('recipient')
    .execute();

const lastLine = async () => {
  const lines = (await manager.get(`/api/iot/automation/scenarios/logs?kind=LEAK_NOTIFICATIONS&size=1`, maple)).json()
    .content as Line[];
  return lines[0]!;
};

describe('leak-sensor notifications', () => {
  it('community manager: a leak tells the people the rules name for its building, by the ways they chose, and the log says whom', async () => {
    const start = (await manager.get(url, maple)).json();
    // The demo set it up: on, its first staff member told of a leak anywhere, one past leak.
    expect(start).toMatchObject({
      kind: 'LEAK_NOTIFICATIONS',
      active: true,
      lastRun: { trigger: 'LEAK', status: 'FINISHED' },
    });
    expect(start.rules).toHaveLength(1);
    expect(start.rules[0].building).toBeNull();
    expect(start.sensors).toBeGreaterThan(0);
    const first = start.rules[0] as Rule;

    const sensor = await sensorInUnit();
    const choices = (await manager.get(`${url}/choices`, maple)).json() as {
      people: Rule['person'][];
      buildings: { id: string; name: string }[];
    };
    const other = choices.people.find((p) => p.id !== first.person.id)!;
    const elsewhere = choices.buildings.find((b) => b.id !== sensor.buildingId)!;
    expect(other).toBeDefined();
    expect(elsewhere).toBeDefined();

    // Someone told of leaks in another building only, and someone told of this building's.
    const added = await manager.post(
      `${url}/rules`,
      { personId: other.id, buildingId: elsewhere.id, channels: ['EMAIL'] },
      maple,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().rules).toHaveLength(2);
    const again = await manager.post(
      `${url}/rules`,
      { personId: other.id, buildingId: elsewhere.id, channels: ['EMAIL'] },
      maple,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LEAK_RULE_TAKEN');
    const here = await manager.post(
      `${url}/rules`,
      { personId: other.id, buildingId: sensor.buildingId, channels: ['EMAIL'] },
      maple,
    );
    expect(here.statusCode).toBe(201);

    await leak(sensor.id);
    const subject = `Leak detected: ${sensor.name}`;
    const sent = await outbox(subject);
    // The first person by their ways (e-mail, and a text with a mobile number), the other once by e-mail.
    expect(
      sent
        .filter((m) => m.channel === 'email')
        .map((m) => m.recipient)
        .sort(),
    ).toEqual([first.person.email, other.email].sort());
    expect(sent.filter((m) => m.channel === 'sms')).toHaveLength(first.person.phone ? 1 : 0);
    expect(sent[0]!.text).toContain(sensor.buildingName);
    const line = await lastLine();
    expect(line).toMatchObject({ kind: 'LEAK_NOTIFICATIONS', deviceName: sensor.name, result: 'APPLIED' });
    expect(line.reason).toContain(`Told by e-mail: `);
    expect(line.reason).toContain(other.name);

    // Switched off: the leak is logged as left out, and nobody is told.
    const off = await manager.request('PUT', `${url}/active`, { body: { active: false }, context: maple });
    expect(off.json()).toMatchObject({ active: false });
    await leak(sensor.id);
    expect(await outbox(subject)).toHaveLength(sent.length);
    expect(await lastLine()).toMatchObject({ result: 'INACTIVE_POLICY_EXCLUDED' });

    // On again with only the other building's rule: this leak is nobody's.
    await manager.request('PUT', `${url}/active`, { body: { active: true }, context: maple });
    const view = (await manager.get(url, maple)).json() as { rules: Rule[] };
    for (const rule of view.rules.filter((r) => r.building?.id !== elsewhere.id)) {
      expect((await manager.request('DELETE', `${url}/rules/${rule.id}`, { context: maple })).statusCode).toBe(200);
    }
    await leak(sensor.id);
    expect(await outbox(subject)).toHaveLength(sent.length);
    expect(await lastLine()).toMatchObject({ result: 'EXCLUDED', reason: `No rule covers ${sensor.buildingName}.` });

    // Every change is in the audit trail, in words.
    const audit = await api.database.db
      .withTables<{ audit_log: { changes: unknown; entity_type: string } }>()
      .selectFrom('audit_log')
      .select(['changes'])
      .where('entity_type', '=', 'automation.scenario.leakNotifications')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(5);
  });

  it('community manager: a rule names staff and buildings of this community, and a text needs a mobile number', async () => {
    const before = (await manager.get(url, maple)).json().rules.length;
    const birchBuilding = (await birch.get(`${url}/choices`, commons)).json().buildings[0].id;
    const person = (await manager.get(`${url}/choices`, maple)).json().people[0];
    const foreign = await manager.post(
      `${url}/rules`,
      { personId: person.id, buildingId: birchBuilding, channels: ['EMAIL'] },
      maple,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('AUTOMATION_REFERENCE_INVALID');
    const birchPerson = (await birch.get(`${url}/choices`, commons)).json().people[0].id;
    const stranger = await manager.post(
      `${url}/rules`,
      { personId: birchPerson, buildingId: null, channels: ['EMAIL'] },
      maple,
    );
    expect(stranger.json().code).toBe('AUTOMATION_REFERENCE_INVALID');
    const none = await manager.post(`${url}/rules`, { personId: person.id, buildingId: null, channels: [] }, maple);
    expect(none.statusCode).toBe(400);
    const withoutPhone = (await manager.get(`${url}/choices`, maple))
      .json()
      .people.find((p: Rule['person']) => !p.phone);
    if (withoutPhone) {
      const sms = await manager.post(
        `${url}/rules`,
        { personId: withoutPhone.id, buildingId: null, channels: ['SMS'] },
        maple,
      );
      expect(sms.json().code).toBe('LEAK_RULE_NO_PHONE');
    }
    // Refused requests changed nothing.
    expect((await manager.get(url, maple)).json().rules).toHaveLength(before);
  });

  it('viewer and another customer: read at most, and never another community’s rule', async () => {
    const view = await viewer.get(url, maple);
    const rules = view.statusCode === 200 ? (view.json().rules as Rule[]) : [];
    const person = (await manager.get(`${url}/choices`, maple)).json().people[0];
    const tried = await viewer.post(
      `${url}/rules`,
      { personId: person.id, buildingId: null, channels: ['EMAIL'] },
      maple,
    );
    expect(tried.statusCode).toBe(403);
    const mine = (
      await manager.post(`${url}/rules`, { personId: person.id, buildingId: null, channels: ['EMAIL'] }, maple)
    ).json() as {
      rules: Rule[];
    };
    const rule = mine.rules.at(-1)!;
    const foreign = await birch.request('DELETE', `${url}/rules/${rule.id}`, { context: commons });
    expect(foreign.statusCode).toBe(404);
    expect((await manager.get(url, maple)).json().rules.map((r: Rule) => r.id)).toContain(rule.id);
    expect(rules.length).toBeLessThanOrEqual(mine.rules.length);
  });
});
