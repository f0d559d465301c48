import type { NotificationsConfig } from '@lintel/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { indexByEvent, settingsForm, toSettingsForm } from './settingsForm.ts';

const event = (eventCode: string, categoryId: string, emailEnabled: boolean) => ({
  eventCode,
  categoryId,
  label: eventCode.toLowerCase(),
  emailEnabled,
  mobileEnabled: true,
  inAppEnabled: false,
});

const config: NotificationsConfig = [
  {
    category: { id: 'iot', name: 'smart devices' },
    audienceName: 'community staff',
    configs: [event('IOT_LOW_BATTERY', 'iot', false), event('IOT_LEAK_DETECTED', 'iot', true)],
  },
  { category: { id: 'general', name: 'general' }, audienceName: 'office', configs: [event('MANUAL', 'general', true)] },
];

describe('notification settings form', () => {
  it('community manager: the form is the flat list of e-mail switches, in screen order', () => {
    const form = toSettingsForm(config);
    expect(form.configs).toEqual([
      { eventCode: 'IOT_LOW_BATTERY', emailEnabled: false },
      { eventCode: 'IOT_LEAK_DETECTED', emailEnabled: true },
      { eventCode: 'MANUAL', emailEnabled: true },
    ]);
    expect(indexByEvent(form).get('MANUAL')).toBe(2);
  });

  it('community manager: what the screen sends passes the update call’s own schema', () => {
    expect(settingsForm.safeParse(toSettingsForm(config)).success).toBe(true);
  });

  it('community manager: an unknown event or one listed twice is refused before it is sent', () => {
    const twice = { configs: [...toSettingsForm(config).configs, { eventCode: 'MANUAL', emailEnabled: false }] };
    expect(settingsForm.safeParse(twice).success).toBe(false);
    expect(settingsForm.safeParse({ configs: [{ eventCode: 'NOPE', emailEnabled: true }] }).success).toBe(false);
  });
});
