/** Spec part 1 section 9: the MFA trust period. */
export const DEVICE_TRUST_MS = 604_800_000;
export const DEVICE_COOKIE = 'lintel_device';
