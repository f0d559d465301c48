import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { findRoute, hrefOf } from '../routing/table.ts';
import { useAccessEnv } from '../routing/useAccessEnv.ts';
import { menuTree, visibleMenu } from './menu.ts';
import { menuMessages } from './messages.ts';

/** The left navigation: the spec's menu tree, filtered by what is built and permitted. */
export function LeftNav() {
  const intl = useIntl();
  const env = useAccessEnv();
  const { pathname } = useLocation();
  const groups = visibleMenu(menuTree, findRoute, env);
  return (
    <ScrollArea
      h="100%"
      component="nav"
      aria-label={intl.formatMessage(menuMessages.navigation)}
      data-testid="left-nav"
    >
      <Stack gap="md" p="sm">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`menu-${group.id}`}>
            <Text id={`menu-${group.id}`} size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" mb={4}>
              {intl.formatMessage(group.label)}
            </Text>
            {group.items.map(({ route, params }) => {
              const to = hrefOf(route.name, params);
              const active = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
              return (
                <NavLink
                  key={route.name}
                  component={Link}
                  to={to}
                  active={active}
                  label={route.title ? intl.formatMessage(route.title) : route.name}
                  data-route={route.name}
                  aria-current={active ? 'page' : undefined}
                />
              );
            })}
          </section>
        ))}
      </Stack>
    </ScrollArea>
  );
}
