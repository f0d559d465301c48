import { notifications as contract } from '@lintel/contracts';
import type { NotificationsConfig } from '@lintel/contracts/notifications';
import { z } from 'zod';

/** The screen's form: the update call's own flat list (only e-mail is editable), under one key. */
export const settingsForm = z.object({ configs: contract.configUpdate });
export type SettingsForm = z.infer<typeof settingsForm>;

/** Every event of every category, in screen order, with its e-mail switch. */
export function toSettingsForm(config: NotificationsConfig): SettingsForm {
  return {
    configs: config.flatMap((group) =>
      group.configs.map((event) => ({ eventCode: event.eventCode, emailEnabled: event.emailEnabled })),
    ),
  };
}

/** Where each event sits in the form's list, for the toggles of the category tables. */
export function indexByEvent(form: SettingsForm): Map<string, number> {
  return new Map(form.configs.map((config, index) => [config.eventCode, index]));
}
