import pg from 'pg';

export const DEMO_PASSWORD = 'Lintel-demo-1';
export const SCALE_USER = 'scale@lintel.demo';

/** Signs in as an API client and returns the bearer token. */
export async function signIn(url: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 201) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export function authHeaders(token: string, customerId?: string, communityId?: string): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    ...(customerId ? { 'x-lintel-customer-id': customerId } : {}),
    ...(communityId ? { 'x-lintel-community-id': communityId } : {}),
  };
}

export async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Profile {
  customerUsers: { profileId: string; customerId: string | null; customerName: string | null }[];
}

/** The profile of a user in the named customer (first match by name prefix). */
export async function profileIn(url: string, token: string, customerPrefix: string) {
  const me = await getJson<Profile>(`${url}/api/profile`, authHeaders(token));
  const found = me.customerUsers.find((p) => p.customerName?.startsWith(customerPrefix));
  if (!found?.customerId) throw new Error(`no profile in ${customerPrefix}`);
  return { profileId: found.profileId, customerId: found.customerId };
}

/** Every community a user may use in a customer, read with token paging. */
export async function allCommunities(url: string, token: string, customerId: string) {
  const ids: { id: string; name: string }[] = [];
  let pageToken: string | null = null;
  do {
    const query: string = `limit=100${pageToken ? `&token=${encodeURIComponent(pageToken)}` : ''}`;
    const page: { content: { id: string; name: string }[]; nextToken: string | null } = await getJson(
      `${url}/api/user-communities?${query}`,
      authHeaders(token, customerId),
    );
    ids.push(...page.content);
    pageToken = page.nextToken;
  } while (pageToken);
  return ids;
}

/** Creates a database on a PostgreSQL server (dropping an old one of that name first when asked). */
export async function createDatabase(adminUrl: string, name: string, options: { dropFirst: boolean }) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (options.dropFirst) await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
