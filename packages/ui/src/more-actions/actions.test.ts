import { describe, expect, it } from 'vitest';
import { actionKind, type PageAction, substituteParams, visibleActions } from './actions.ts';

describe('page actions', () => {
  it('{name} param values come from the current route; others pass through; missing ones are left out', () => {
    expect(substituteParams({ lockId: '{id}', tab: 'logs', vendor: '{vendorId}' }, { id: '42' })).toEqual({
      lockId: '42',
      tab: 'logs',
    });
    // Only a whole value is a placeholder.
    expect(substituteParams({ label: 'unit {id}' }, { id: '42' })).toEqual({ label: 'unit {id}' });
    expect(substituteParams(undefined, { id: '1' })).toEqual({});
  });

  it('kinds: confirmation, download, upload, navigation, regular', () => {
    const base = { id: 'a', title: 'a' };
    expect(actionKind({ ...base, showConfirmation: true, routeName: 'x' })).toBe('confirmation');
    expect(actionKind({ ...base, isDownload: true })).toBe('download');
    expect(actionKind({ ...base, showUploader: true })).toBe('upload');
    expect(actionKind({ ...base, routeName: 'iot.locks' })).toBe('navigation');
    expect(actionKind(base)).toBe('regular');
  });

  it('shows what allowed(profile) permits, and hides hideOnFab actions on the floating button', () => {
    const actions: PageAction<{ admin: boolean }>[] = [
      { id: 'export', title: 'export', hideOnFab: true },
      { id: 'delete', title: 'delete', allowed: (profile) => profile.admin },
      { id: 'add', title: 'add' },
    ];
    expect(visibleActions(actions, { admin: false }).map((a) => a.id)).toEqual(['export', 'add']);
    expect(visibleActions(actions, { admin: true }, true).map((a) => a.id)).toEqual(['delete', 'add']);
  });
});
