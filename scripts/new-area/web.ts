import type { AreaNames } from './names.ts';
import type { AreaKeys } from './server.ts';

/** The web side: messages, routes, hooks, the list page, and the browser smoke test. */
export function files(n: AreaNames, keys: AreaKeys): [string, string][] {
  const area = `apps/web/src/areas/${n.kebab}`;
  return [
    [`${area}/messages.ts`, messages(n)],
    [`${area}/${n.kebab}.routes.ts`, routes(n, keys)],
    [`${area}/api/${n.kebab}.ts`, hooks(n)],
    [`${area}/pages/${n.entityPascal}ListPage.tsx`, listPage(n)],
    [`tests/e2e/${n.kebab}/${n.kebab}.e2e.ts`, smokeTest(n)],
  ];
}

/** The web route table gets the area's routes. */
export function inserts(n: AreaNames): { path: string; marker: string; line: string }[] {
  return [
    {
      path: 'apps/web/src/app/routing/table.ts',
      marker: '// new:area adds its import above this line.',
      line: `import { ${n.camel}Routes } from '../../areas/${n.kebab}/${n.kebab}.routes.ts';`,
    },
    {
      path: 'apps/web/src/app/routing/table.ts',
      marker: '// new:area adds its routes above this line.',
      line: `  ...${n.camel}Routes,`,
    },
  ];
}

function messages(n: AreaNames): string {
  return `import { defineMessages } from 'react-intl';

/** The ${n.kebab} area's texts (replace them with the spec's words, verbatim). */
export const ${n.camel}Messages = defineMessages({
  title: { id: '${n.camel}.title', defaultMessage: '${n.title}' },
  flow: { id: '${n.camel}.flow', defaultMessage: '${n.title}' },
  search: { id: '${n.camel}.search', defaultMessage: 'search by name' },
  name: { id: '${n.camel}.name', defaultMessage: 'name' },
  description: { id: '${n.camel}.description', defaultMessage: 'description' },
  add: { id: '${n.camel}.add', defaultMessage: 'add' },
  empty: { id: '${n.camel}.empty', defaultMessage: 'no ${n.entityWords}s yet' },
  noResults: { id: '${n.camel}.noResults', defaultMessage: 'no results' },
  failed: { id: '${n.camel}.failed', defaultMessage: 'The ${n.entityWords}s could not be loaded.' },
});
`;
}

function routes(n: AreaNames, keys: AreaKeys): string {
  return `import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { ${n.camel}Messages as m } from './messages.ts';

/** ${n.title} (rename the route to the spec's dotted name). */
export const ${n.camel}Routes = [
  defineRoute({
    name: '${n.camel}.index',
    path: '/${n.kebab}',
    title: m.title,
    flowStartsWith: m.flow,
    permissionChecker: gate.key('${keys.view}'),
    requiresCustomer: true,
    requiresCommunity: true,
    load: () => import('./pages/${n.entityPascal}ListPage.tsx'),
  }),
] as const;
`;
}

function hooks(n: AreaNames): string {
  const P = n.entityPascal;
  return `import { ${n.camel} } from '@lintel/contracts';
import { useEndpointListQuery, useEndpointMutation } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('${n.kebab}', '${n.kebab}');

/** One page of the community's ${n.entityWords}s, searched and paged on the server. */
export function use${P}sQuery({ page, size, q }: { page: number; size: number; q: string }) {
  return useEndpointListQuery(
    scope,
    ${n.camel}.list,
    { query: { page, size, sort: 'name,asc', ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** Adds a ${n.entityWords}; the area's lists refresh. */
export function useCreate${P}Mutation() {
  return useEndpointMutation(${n.camel}.create, {
    input: (body: ${n.camel}.${P}Input) => ({ body }),
    onSuccess: (_created, _variables, cache) => cache.invalidate([cache.area('${n.kebab}')]),
  });
}
`;
}

function listPage(n: AreaNames): string {
  const P = n.entityPascal;
  return `import { Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { QueryError } from '../../../app/kit/QueryState.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useCreate${P}Mutation, use${P}sQuery } from '../api/${n.kebab}.ts';
import { ${n.camel}Messages as m } from '../messages.ts';

const PAGE_SIZE = 20;

/** ${n.title} of the community: searched and paged on the server, with a form to add one. */
export default function ${P}ListPage() {
  const intl = useIntl();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const query = use${P}sQuery({ page, size: PAGE_SIZE, q });
  const data = query.data;
  return (
    // The shell shows the route's title above the page.
    <Stack gap="md">
      <AddForm />
      <ListToolbar search={search} onSearch={setSearch} placeholder={intl.formatMessage(m.search)} page={data} testId="${n.kebab}" />
      {query.isError ? (
        <QueryError title={intl.formatMessage(m.failed)} error={query.error} onRetry={() => query.refetch()} testId="${n.kebab}-error" />
      ) : (
        <Paper withBorder radius="md">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="${n.kebab}-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.description)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data
                ? data.content.map((row) => (
                    <Table.Tr key={row.id} data-testid="${n.entityKebab}-row">
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{row.description}</Table.Td>
                    </Table.Tr>
                  ))
                : Array.from({ length: 4 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                    <Table.Tr key={i}>
                      <Table.Td colSpan={2}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
          {data && data.content.length === 0 && (
            <Text ta="center" c="gray.7" p="xl" data-testid="${n.kebab}-empty">
              {intl.formatMessage(q ? m.noResults : m.empty)}
            </Text>
          )}
        </Paper>
      )}
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}

/** Adds a ${n.entityWords} by name; a refusal (a taken name) shows the server's message and keeps what was typed. */
function AddForm() {
  const intl = useIntl();
  const create = useCreate${P}Mutation();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name }, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-start">
        <TextInput
          label={intl.formatMessage(m.name)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={create.error?.message}
          data-testid="${n.kebab}-name"
          w={320}
        />
        <Button type="submit" mt={25} loading={create.isPending} disabled={!name.trim()}>
          {intl.formatMessage(m.add)}
        </Button>
      </Group>
    </form>
  );
}
`;
}

function smokeTest(n: AreaNames): string {
  return `import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;
const consoleErrors: string[] = [];
pagePerTest({ width: 1280, height: 800 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

describe('${n.kebab}', () => {
  it('community manager: adds a ${n.entityWords} and finds it in the list; the screen has no serious accessibility violation', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', '/${n.kebab}');
    await page.getByTestId('${n.kebab}-table').waitFor();
    const name = \`Smoke \${Date.now()}\`;
    await page.getByTestId('${n.kebab}-name').fill(name);
    await page.getByRole('button', { name: 'add' }).click();
    await page.getByTestId('${n.entityKebab}-row').filter({ hasText: name }).waitFor();
    await screenshot(page, '${n.kebab}-list');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
`;
}
