import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { communityId } from '../../seed/demo.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let admin: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const harbor = { customer: 'Acme Living', community: 'Harbor View' };

type Category = {
  code: string;
  name: string;
  isDefault: boolean;
  statuses: {
    code: string;
    name: string;
    description: string;
    isDefault: boolean;
    extendable: boolean;
    labels: { id: string; name: string; description: string; deletable: boolean }[];
  }[];
};
type Part = { categories: Category[]; isDefault: boolean; undo: { scope: string; statusCode: string | null } | null };

const send = (who: PersonaClient, method: string, url: string, body?: unknown, context = maple) =>
  who.request(method, url, { context, body });
const part = async (who: PersonaClient, name: string, context = maple): Promise<Part> =>
  (await who.get(`/api/unit-statuses/categories?part=${name}`, context)).json();
const status = (p: Part, code: string) => p.categories.flatMap((c) => c.statuses).find((s) => s.code === code)!;

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  admin = await api.as('admin@acme.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('unit statuses', () => {
  it('community manager: reads the three categories of each part, Maple Court’s added label making one physical status non-default', async () => {
    for (const name of ['CURRENT_OCCUPANCY', 'FUTURE_OCCUPANCY']) {
      const body = await part(manager, name);
      expect(body.categories.map((c) => c.code)).toEqual(['VACANT', 'INDEFINITE', 'ENDING']);
      expect(body.isDefault).toBe(true);
    }
    const physical = await part(manager, 'PHYSICAL_STATUS');
    expect(physical.isDefault).toBe(false);
    expect(status(physical, 'NOT_READY').labels.map((l) => l.name)).toContain('Carpet replacement');
    expect(status(physical, 'NOT_READY').isDefault).toBe(false);
    const defaults = (await manager.get('/api/unit-statuses/default', maple)).json();
    expect(defaults.parts.map((p: { part: string }) => p.part)).toEqual([
      'CURRENT_OCCUPANCY',
      'PHYSICAL_STATUS',
      'FUTURE_OCCUPANCY',
    ]);
  });

  it('community manager: renames a status, resets its category, and undoes the reset', async () => {
    const renamed = await send(manager, 'PUT', '/api/unit-statuses/VACANT_RENTED', {
      name: '  Leased, not moved in ',
      description: 'Signed and waiting.',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Leased, not moved in', isDefault: false });
    const reset = await send(manager, 'POST', '/api/unit-statuses/reset', {
      part: 'CURRENT_OCCUPANCY',
      categoryCode: 'VACANT',
    });
    expect(reset.statusCode).toBe(200);
    expect(status(reset.json(), 'VACANT_RENTED').name).toBe('Vacant rented');
    expect(reset.json().undo).toMatchObject({ scope: 'CATEGORY', categoryCode: 'VACANT' });
    const undone = await send(manager, 'POST', '/api/unit-statuses/undo', { part: 'CURRENT_OCCUPANCY' });
    expect(undone.statusCode).toBe(200);
    expect(status(undone.json(), 'VACANT_RENTED')).toMatchObject({
      name: 'Leased, not moved in',
      description: 'Signed and waiting.',
    });
    expect(undone.json().undo).toBeNull();
    const again = await send(manager, 'POST', '/api/unit-statuses/undo', { part: 'CURRENT_OCCUPANCY' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('UNIT_STATUS_NOTHING_TO_UNDO');
  });

  it('community manager: a physical status reset updates changed labels, recreates deleted ones and deletes added ones; undo puts each back', async () => {
    const before = status(await part(manager, 'PHYSICAL_STATUS'), 'NOT_READY');
    const cleaning = before.labels.find((l) => l.name === 'Cleaning')!;
    const makeReady = before.labels.find((l) => l.name === 'Make-ready')!;
    expect((await send(manager, 'DELETE', `/api/unit-status-labels/${cleaning.id}`)).statusCode).toBe(204);
    const renamed = await send(manager, 'PUT', `/api/unit-status-labels/${makeReady.id}`, {
      name: 'Turn',
      description: 'Turnover work.',
    });
    expect(renamed.json()).toMatchObject({ id: makeReady.id, name: 'Turn', deletable: false });

    const reset = await send(manager, 'POST', '/api/unit-statuses/reset', {
      part: 'PHYSICAL_STATUS',
      statusCode: 'NOT_READY',
    });
    expect(reset.statusCode).toBe(200);
    const after = status(reset.json(), 'NOT_READY');
    expect(after.labels.map((l) => l.name)).toEqual(['Make-ready', 'Cleaning', 'Painting']);
    expect(after.labels.find((l) => l.name === 'Make-ready')!.id).toBe(makeReady.id);
    expect(after.isDefault).toBe(true);
    expect(reset.json().undo).toMatchObject({ scope: 'STATUS', statusCode: 'NOT_READY' });

    const undone = status(
      (await send(manager, 'POST', '/api/unit-statuses/undo', { part: 'PHYSICAL_STATUS' })).json(),
      'NOT_READY',
    );
    expect(undone.labels.map((l) => l.name).sort()).toEqual(['Carpet replacement', 'Painting', 'Turn']);
    const carpet = before.labels.find((l) => l.name === 'Carpet replacement')!;
    expect(undone.labels.find((l) => l.name === 'Carpet replacement')!.id).toBe(carpet.id);
  });

  it('community manager: an edit after a reset ends the undo, so the undo cannot overwrite it', async () => {
    await send(manager, 'POST', '/api/unit-statuses/reset', { part: 'FUTURE_OCCUPANCY' });
    expect((await part(manager, 'FUTURE_OCCUPANCY')).undo).toMatchObject({ scope: 'ALL' });
    await send(manager, 'PUT', '/api/unit-statuses/AVAILABLE', { name: 'Open', description: 'Free to lease.' });
    expect((await part(manager, 'FUTURE_OCCUPANCY')).undo).toBeNull();
    expect((await send(manager, 'POST', '/api/unit-statuses/undo', { part: 'FUTURE_OCCUPANCY' })).statusCode).toBe(409);
    expect(status(await part(manager, 'FUTURE_OCCUPANCY'), 'AVAILABLE').name).toBe('Open');
  });

  it('community manager: adds a label to an extendable status and cannot delete a mandatory one', async () => {
    const created = await send(manager, 'POST', '/api/unit-status-labels', {
      categoryCode: 'VACANT',
      statusCode: 'DOWN',
      name: 'Flooded',
      description: 'Water damage.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Flooded', deletable: true });
    const down = status(await part(manager, 'PHYSICAL_STATUS'), 'DOWN');
    expect(down.labels.at(-1)!.name).toBe('Flooded');
    const mandatory = down.labels.find((l) => !l.deletable)!;
    const refused = await send(manager, 'DELETE', `/api/unit-status-labels/${mandatory.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('this status is mandatory');
    const notExtendable = await send(manager, 'POST', '/api/unit-status-labels', {
      categoryCode: 'INDEFINITE',
      statusCode: 'OCCUPIED_GOOD',
      name: 'Extra',
      description: 'Extra.',
    });
    expect(notExtendable.statusCode).toBe(422);
    const wrongCategory = await send(manager, 'POST', '/api/unit-status-labels', {
      categoryCode: 'ENDING',
      statusCode: 'DOWN',
      name: 'Extra',
      description: 'Extra.',
    });
    expect(wrongCategory.statusCode).toBe(404);
  });

  it('community manager: names over 50 characters, descriptions over 200 and blank ones are refused and change nothing', async () => {
    for (const body of [
      { name: 'x'.repeat(51), description: 'ok' },
      { name: 'ok', description: 'x'.repeat(201) },
      { name: '   ', description: 'ok' },
      { name: 'ok', description: '' },
    ]) {
      const response = await send(manager, 'PUT', '/api/unit-statuses/OCCUPIED', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(status(await part(manager, 'CURRENT_OCCUPANCY'), 'OCCUPIED').name).toBe('Occupied');
    expect((await send(manager, 'PUT', '/api/unit-statuses/NO_SUCH', { name: 'a', description: 'b' })).statusCode).toBe(
      404,
    );
  });

  it('community manager: saves the rules; with auto update off only the flag is saved', async () => {
    const seeded = (await manager.get('/api/unit-status-settings', maple)).json();
    expect(seeded).toMatchObject({
      moveOutPhysicalStatusAutoUpdate: true,
      moveOutPhysicalStatusReservationPeriod: 3,
      unitPreparationLeadTime: 14,
    });
    const off = await send(manager, 'PUT', '/api/unit-status-settings', { moveOutPhysicalStatusAutoUpdate: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      moveOutPhysicalStatusAutoUpdate: false,
      moveOutPhysicalStatusReservationPeriod: 3,
      unitPreparationLeadTime: 14,
    });
    const offWithValues = await send(manager, 'PUT', '/api/unit-status-settings', {
      moveOutPhysicalStatusAutoUpdate: false,
      moveOutPhysicalStatusReservationPeriod: 9,
    });
    expect(offWithValues.statusCode).toBe(400);
    const labels = (await manager.get('/api/unit-statuses/move-out', maple)).json().content;
    const label = labels.find((l: { name: string }) => l.name === 'Renovation');
    const on = {
      moveOutPhysicalStatusAutoUpdate: true,
      moveOutPhysicalStatusLabelId: label.id,
      moveOutPhysicalStatusReservationPeriod: 365,
      unitPreparationLeadTime: 1,
    };
    const saved = await send(manager, 'PUT', '/api/unit-status-settings', on);
    expect(saved.json()).toMatchObject({
      moveOutPhysicalStatusAutoUpdate: true,
      moveOutPhysicalStatusLabel: { id: label.id, name: 'Renovation' },
      moveOutPhysicalStatusReservationPeriod: 365,
      unitPreparationLeadTime: 1,
    });
    for (const bad of [
      { ...on, moveOutPhysicalStatusReservationPeriod: 0 },
      { ...on, unitPreparationLeadTime: 366 },
      { ...on, moveOutPhysicalStatusLabelId: undefined },
      { ...on, moveOutPhysicalStatusLabelId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      expect((await send(manager, 'PUT', '/api/unit-status-settings', bad)).statusCode).toBe(400);
    }
  });

  it('community viewer: reads every part and the rules, and gets 403 from every write', async () => {
    expect((await viewer.get('/api/unit-statuses/categories?part=PHYSICAL_STATUS', maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/unit-status-settings', maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/unit-statuses/move-out', maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/unit-statuses/default', maple)).statusCode).toBe(200);
    const label = status(await part(viewer, 'PHYSICAL_STATUS'), 'DOWN').labels.at(-1)!;
    const writes: [string, string, unknown][] = [
      ['POST', '/api/unit-statuses/reset', { part: 'CURRENT_OCCUPANCY' }],
      ['POST', '/api/unit-statuses/undo', { part: 'CURRENT_OCCUPANCY' }],
      ['PUT', '/api/unit-statuses/OCCUPIED', { name: 'a', description: 'b' }],
      ['POST', '/api/unit-status-labels', { categoryCode: 'VACANT', statusCode: 'DOWN', name: 'a', description: 'b' }],
      ['PUT', `/api/unit-status-labels/${label.id}`, { name: 'a', description: 'b' }],
      ['DELETE', `/api/unit-status-labels/${label.id}`, undefined],
      ['PUT', '/api/unit-status-settings', { moveOutPhysicalStatusAutoUpdate: false }],
      ['GET', '/api/unit-statuses/apply-to/communities', undefined],
      ['POST', '/api/unit-statuses/apply-to', { communityIds: [communityId('Acme Living', 'Harbor View')] }],
    ];
    for (const [method, url, body] of writes) {
      expect((await send(viewer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(status(await part(manager, 'PHYSICAL_STATUS'), 'DOWN').labels.at(-1)!.name).toBe(label.name);
  });

  it('portfolio admin of Acme: applies Maple Court’s statuses to Harbor View, all or nothing', async () => {
    const targets = (await admin.get('/api/unit-statuses/apply-to/communities', maple)).json().content;
    expect(targets.map((t: { name: string }) => t.name)).toEqual(['Cedar Heights', 'Harbor View']);
    const birch = communityId('Birch Residential', 'Elm Park');
    const refused = await send(admin, 'POST', '/api/unit-statuses/apply-to', {
      communityIds: [communityId('Acme Living', 'Harbor View'), birch],
    });
    expect(refused.statusCode).toBe(404);
    expect(status(await part(admin, 'PHYSICAL_STATUS', harbor), 'DOWN').labels.map((l) => l.name)).not.toContain(
      'Flooded',
    );
    const applied = await send(admin, 'POST', '/api/unit-statuses/apply-to', {
      communityIds: [communityId('Acme Living', 'Harbor View')],
    });
    expect(applied.json()).toEqual({ applied: 1 });
    const there = await part(admin, 'PHYSICAL_STATUS', harbor);
    const here = await part(admin, 'PHYSICAL_STATUS');
    const names = (p: Part) =>
      p.categories.flatMap((c) => c.statuses.flatMap((s) => [s.name, ...s.labels.map((l) => l.name)]));
    expect(names(there)).toEqual(names(here));
    expect(status(await part(admin, 'FUTURE_OCCUPANCY', harbor), 'AVAILABLE').name).toBe('Open');
  });

  it('community manager of Maple Court: has no other community to apply to and is refused Harbor View', async () => {
    expect((await manager.get('/api/unit-statuses/apply-to/communities', maple)).json().content).toEqual([]);
    const response = await send(manager, 'POST', '/api/unit-statuses/apply-to', {
      communityIds: [communityId('Acme Living', 'Harbor View')],
    });
    expect(response.statusCode).toBe(403);
  });

  it('super admin acting in Birch Residential: cannot touch a Maple Court label by its id', async () => {
    const label = status(await part(manager, 'PHYSICAL_STATUS'), 'DOWN').labels.at(-1)!;
    const superAdmin = await api.as('super@lintel.demo');
    const elm = { customer: 'Birch Residential', community: 'Elm Park' };
    expect(
      (await send(superAdmin, 'PUT', `/api/unit-status-labels/${label.id}`, { name: 'x', description: 'y' }, elm))
        .statusCode,
    ).toBe(404);
    expect((await send(superAdmin, 'DELETE', `/api/unit-status-labels/${label.id}`, undefined, elm)).statusCode).toBe(
      404,
    );
    expect(status(await part(manager, 'PHYSICAL_STATUS'), 'DOWN').labels.at(-1)!.name).toBe(label.name);
  });
});
