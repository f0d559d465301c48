import { describe, expect, it } from 'vitest';
import { effectKind, type PageAction, substituteParams, visibleActions } from './actions.ts';

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

  it('effects: download, upload, navigation, regular; a confirmation only gates the effect', () => {
    const base = { id: 'a', title: 'a' };
    expect(effectKind({ ...base, showConfirmation: true, routeName: 'x' })).toBe('navigation');
    expect(effectKind({ ...base, showConfirmation: true })).toBe('regular');
    expect(effectKind({ ...base, isDownload: true })).toBe('download');
    expect(effectKind({ ...base, showUploader: true })).toBe('upload');
    expect(effectKind({ ...base, routeName: 'iot.locks' })).toBe('navigation');
    expect(effectKind(base)).toBe('regular');
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
