import Bowser from 'bowser';

export interface DeviceLabel {
  browser: string | null;
  os: string | null;
  deviceType: 'desktop' | 'mobile' | 'tablet' | null;
}

const deviceTypes = new Set(['desktop', 'mobile', 'tablet']);

/**
 * What a stored User-Agent says, for the account screen: browser and major version, operating
 * system, kind of device (bowser 2.15). Unknown parts are null; it never throws.
 *
 * @example describeUserAgent(row.user_agent) // { browser: 'Chrome 131', os: 'macOS', deviceType: 'desktop' }
 */
export function describeUserAgent(userAgent: string | null): DeviceLabel {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  try {
    const parsed = Bowser.parse(userAgent);
    const major = parsed.browser.version?.split('.')[0];
    const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
    const os = parsed.os.name ?? null;
    const type = parsed.platform.type;
    return {
      browser,
      os,
      deviceType: type && deviceTypes.has(type) ? (type as DeviceLabel['deviceType']) : null,
    };
  } catch {
    return { browser: null, os: null, deviceType: null };
  }
}
