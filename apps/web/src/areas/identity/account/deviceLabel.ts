import type { IntlShape } from 'react-intl';
import { accountMessages as m } from '../messages.ts';

/** 'Chrome 131 on macOS', 'API client' or 'Unknown browser', from what the server read of the user agent. */
export function deviceLabel(
  intl: IntlShape,
  device: { client?: 'browser' | 'api'; browser: string | null; os: string | null },
): string {
  if (device.client === 'api' && !device.browser) return intl.formatMessage(m.apiClient);
  if (device.browser && device.os) return intl.formatMessage(m.browserOn, { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? intl.formatMessage(m.unknownBrowser);
}

export const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
