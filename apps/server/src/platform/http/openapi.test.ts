import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

it('anyone: the health check names the database', async () => {
  const response = await api.anonymous.get('/api/health');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ status: 'ok', database: api.database.kind });
});

it('anyone: the OpenAPI document lists every contract endpoint with its operation id', async () => {
  const response = await api.anonymous.get('/api/docs/openapi.json');
  expect(response.statusCode).toBe(200);
  const doc = response.json();
  expect(doc.openapi).toBe('3.1.0');
  const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
    (ops) => Object.values(ops).map((op) => op.operationId),
  );
  const contractIds = api.app.lintelRoutes.flatMap((r) => (r.endpoint ? [r.endpoint.id] : []));
  expect(operations.sort()).toEqual(contractIds.sort());
  expect(doc.paths['/api/customers'].get.parameters.map((p: { name: string }) => p.name)).toContain('sort');
});
