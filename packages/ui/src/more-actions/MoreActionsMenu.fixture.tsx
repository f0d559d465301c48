import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { PageAction } from './actions.ts';
import { MoreActionsMenu } from './MoreActionsMenu.tsx';

const actions: PageAction<{ type: string }>[] = [
  { id: 'logs', title: 'view logs', routeName: 'iot.locks.logs', params: { lockId: '{id}' } },
  { id: 'sync', title: 'sync now' },
  {
    id: 'remove',
    title: 'remove lock',
    showConfirmation: { confirmationMessage: 'Are you sure you want to delete lock?' },
  },
  { id: 'export', title: 'export', isDownload: true, hideOnFab: true },
  { id: 'reset', title: 'reset (super admins)', allowed: (profile) => profile.type === 'SUPER_ADMIN' },
];

export function PageMenu() {
  const [log, setLog] = useState('');
  return (
    <Group>
      <MoreActionsMenu
        actions={actions}
        profile={{ type: 'USER' }}
        routeParams={{ id: '42' }}
        onNavigate={(name, params) => setLog(`navigate ${name} ${JSON.stringify(params)}`)}
        onAction={(id) => setLog(`event ${id}`)}
        onDownload={() => new Promise((resolve) => setTimeout(resolve, 2000))}
      />
      <MoreActionsMenu
        fab
        actions={actions}
        profile={{ type: 'SUPER_ADMIN' }}
        routeParams={{ id: '42' }}
        onNavigate={(name, params) => setLog(`navigate ${name} ${JSON.stringify(params)}`)}
        onAction={(id) => setLog(`event ${id}`)}
      />
      <Text size="sm" c="dimmed">
        {log}
      </Text>
    </Group>
  );
}
