import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { communityId, customerId } from '../../seed/demo.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ACME = { customer: 'Acme Living' };
const MAPLE = { customer: 'Acme Living', community: 'Maple Court' };

describe('profile', () => {
  it('multi-profile user: sees a profile per customer, and the deleted customer only without nonDeleted', async () => {
    const multi = await api.as('multi@lintel.demo');
    const all = (await multi.get('/api/profile')).json();
    expect(all.customerUsers.map((p: { customerName: string }) => p.customerName)).toEqual([
      'Acme Living',
      'Birch Residential',
      'Old Oak Homes',
    ]);
    expect(all.customerUsers[2].customerDeletedAt).not.toBeNull();
    expect(all.providerProfile).toBeNull();
    const live = (await multi.get('/api/profile?nonDeleted=true')).json();
    expect(live.customerUsers).toHaveLength(2);
  });

  it('super admin: has a provider profile and no customer profiles', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const body = (await superAdmin.get('/api/profile')).json();
    expect(body.providerProfile).toMatchObject({ type: 'SUPER_ADMIN', customerId: null, role: 'SUPER_ADMIN' });
    expect(body.customerUsers).toEqual([]);
  });

  it('user without a profile: may read their profile but nothing in a customer (profileDisabled)', async () => {
    const disabled = await api.as('disabled@acme.demo');
    expect((await disabled.get('/api/profile')).json().customerUsers).toEqual([]);
    const customers = await disabled.get('/api/customers');
    expect(customers.statusCode).toBe(403);
    expect(customers.json()).toMatchObject({ code: 'PROFILE_DISABLED', message: 'Your profile is disabled' });
  });
});

describe('customers', () => {
  it('super admin: lists every customer, sorted by name, with the total in x-total-count', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const response = await superAdmin.get('/api/customers?size=999&sort=name,asc&fieldsType=MINIMAL');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const body = response.json();
    expect(body.content.map((c: { name: string }) => c.name)).toEqual([
      'Acme Living',
      'Birch Residential',
      'Old Oak Homes',
    ]);
    expect(body).toMatchObject({ totalElements: 3, totalPages: 1, totalIsEstimate: false, size: 999, page: 0 });
  });

  it('Lintel staff: nonDeleted hides the deleted customer', async () => {
    const staff = await api.as('staff@lintel.demo');
    const body = (await staff.get('/api/customers?size=999&nonDeleted=true&sort=name,asc')).json();
    expect(body.content.map((c: { name: string }) => c.name)).toEqual(['Acme Living', 'Birch Residential']);
  });

  it('portfolio admin of Acme: lists only Acme Living', async () => {
    const admin = await api.as('admin@acme.demo');
    const body = (await admin.get('/api/customers?size=999')).json();
    expect(body.content).toEqual([{ customerId: customerId('Acme Living'), name: 'Acme Living', deletedAt: null }]);
  });

  it('super admin: pages, searches and sorts descending on the server', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const page1 = (await superAdmin.get('/api/customers?size=2&page=1&sort=name,desc')).json();
    expect(page1.content.map((c: { name: string }) => c.name)).toEqual(['Acme Living']);
    expect(page1.totalPages).toBe(2);
    const search = (await superAdmin.get('/api/customers?q=BIRCH')).json();
    expect(search.content.map((c: { name: string }) => c.name)).toEqual(['Birch Residential']);
    const wildcard = (await superAdmin.get('/api/customers?q=%25')).json();
    expect(wildcard.content).toEqual([]);
  });

  it('super admin: token paging walks forward and back without gaps or repeats', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const first = (await superAdmin.get('/api/customers?limit=1&dir=FORWARD')).json();
    const second = (await superAdmin.get(`/api/customers?limit=1&dir=FORWARD&token=${first.nextToken}`)).json();
    const third = (await superAdmin.get(`/api/customers?limit=1&dir=FORWARD&token=${second.nextToken}`)).json();
    expect([first, second, third].map((p) => p.content[0].name)).toEqual([
      'Acme Living',
      'Birch Residential',
      'Old Oak Homes',
    ]);
    const back = (await superAdmin.get(`/api/customers?limit=1&dir=BACK&token=${third.firstToken}`)).json();
    expect(back.content[0].name).toBe('Birch Residential');
  });

  it('super admin: a sort column outside the allow-list, or a forged token, is refused', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const sort = await superAdmin.get('/api/customers?sort=password_hash,asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe('LIST_SORT_NOT_ALLOWED');
    const injection = await superAdmin.get('/api/customers?sort=name;drop table users,asc');
    expect(injection.statusCode).toBe(400);
    const token = await superAdmin.get(
      `/api/customers?limit=1&token=${Buffer.from('["name","asc",1,"x"]').toString('base64url')}`,
    );
    expect(token.json().code).toBe('LIST_TOKEN_INVALID');
  });

  it('anyone: an unknown query parameter is refused', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const response = await superAdmin.get('/api/customers?includeEveryone=true');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('communities', () => {
  it('portfolio user: lists only Maple Court and Harbor View', async () => {
    const portfolio = await api.as('portfolio@acme.demo');
    const body = (await portfolio.get('/api/user-communities?size=999&nonDeleted=true&sort=name,asc', ACME)).json();
    expect(body.content.map((c: { name: string }) => c.name)).toEqual(['Harbor View', 'Maple Court']);
    expect(body.content[0]).toEqual({
      id: communityId('Acme Living', 'Harbor View'),
      name: 'Harbor View',
      timezoneId: 'America/Los_Angeles',
    });
  });

  it('portfolio admin: lists every Acme community', async () => {
    const admin = await api.as('admin@acme.demo');
    const body = (await admin.get('/api/user-communities?size=999', ACME)).json();
    expect(body.content.map((c: { name: string }) => c.name)).toEqual(['Cedar Heights', 'Harbor View', 'Maple Court']);
  });

  it('super admin: lists the communities of whichever customer is selected', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const body = (await superAdmin.get('/api/user-communities?size=999', { customer: 'Birch Residential' })).json();
    expect(body.content.map((c: { name: string }) => c.name)).toEqual(['Birch Commons', 'Elm Park']);
  });

  it('community manager: without a selected customer the call says to select one', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.get('/api/user-communities');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CONTEXT_CUSTOMER_REQUIRED');
  });
});

describe('tenancy', () => {
  it('portfolio user: cannot read Cedar Heights', async () => {
    const portfolio = await api.as('portfolio@acme.demo');
    const response = await portfolio.get('/api/community-summary', {
      customer: 'Acme Living',
      community: 'Cedar Heights',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CONTEXT_COMMUNITY_FORBIDDEN');
  });

  it('manager at Maple Court: a forged X-Lintel-Customer-Id for Birch gets 403', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.get('/api/user-communities', { customer: 'Birch Residential' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CONTEXT_CUSTOMER_FORBIDDEN');
  });

  it('manager at Maple Court: Birch community under the Acme customer gets 403', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.get('/api/community-summary', {
      customer: 'Acme Living',
      communityId: communityId('Birch Residential', 'Elm Park'),
    });
    expect(response.statusCode).toBe(403);
  });

  it('multi-profile user: the deleted customer cannot be used', async () => {
    const multi = await api.as('multi@lintel.demo');
    const response = await multi.get('/api/user-communities', { customer: 'Old Oak Homes' });
    expect(response.statusCode).toBe(403);
  });

  it('super admin: even provider staff cannot act in a deleted customer', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    expect((await superAdmin.get('/api/user-communities', { customer: 'Old Oak Homes' })).statusCode).toBe(403);
  });

  it.each([
    ['not a uuid', 'acme'],
    ['zero', '0'],
    ['sql', "' or 1=1 --"],
    ['uuid with junk', `${customerId('Acme Living')}x`],
  ])('manager at Maple Court: a malformed customer header (%s) gets 400, never a fallback', async (_, value) => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.get('/api/profile', { customerId: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CONTEXT_HEADER_MALFORMED', message: 'invalid id format' });
  });

  it('manager at Maple Court: a community header without a customer gets 400', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.get('/api/profile', { communityId: communityId('Acme Living', 'Maple Court') });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CONTEXT_CUSTOMER_REQUIRED');
  });

  it('manager at Maple Court: a repeated context header gets 400', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.request('GET', '/api/profile', {
      headers: {
        'x-lintel-customer-id': [customerId('Acme Living'), customerId('Birch Residential')] as unknown as string,
      },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('app access and summary', () => {
  it('community manager: reads the apps Maple Court is licensed for', async () => {
    const manager = await api.as('manager@maple.demo');
    const ids = `customerId=${customerId('Acme Living')}&communityId=${communityId('Acme Living', 'Maple Court')}`;
    const body = (await manager.get(`/api/community-licensed-app-access?${ids}`, MAPLE)).json();
    expect(body.content.map((a: { appCode: string }) => a.appCode)).toContain('CBR');
  });

  it('community manager: asking for Cedar Heights apps while acting in Maple Court gets 403', async () => {
    const manager = await api.as('manager@maple.demo');
    const ids = `customerId=${customerId('Acme Living')}&communityId=${communityId('Acme Living', 'Cedar Heights')}`;
    const response = await manager.get(`/api/community-licensed-app-access?${ids}`, MAPLE);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CONTEXT_MISMATCH');
  });

  it('super admin: reads Birch app access only with Birch selected', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const birch = customerId('Birch Residential');
    const ok = await superAdmin.get(`/api/customers/${birch}/app-accesses`, { customer: 'Birch Residential' });
    expect(ok.json().content.map((a: { appCode: string }) => a.appCode)).toEqual([
      'ACCT',
      'AUTH',
      'CBR',
      'GO',
      'IOT',
      'SREQ',
    ]);
    const other = await superAdmin.get(`/api/customers/${birch}/app-accesses`, ACME);
    expect(other.statusCode).toBe(403);
  });

  it('community manager: the home summary names the customer and community and counts the units', async () => {
    const manager = await api.as('manager@maple.demo');
    const body = (await manager.get('/api/community-summary', MAPLE)).json();
    expect(body).toEqual({
      customer: { id: customerId('Acme Living'), name: 'Acme Living' },
      community: { id: communityId('Acme Living', 'Maple Court'), name: 'Maple Court', timezoneId: 'America/New_York' },
      buildings: 3,
      units: 120,
      unitTypes: 4,
    });
  });
});
