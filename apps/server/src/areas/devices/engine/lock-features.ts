import type { LockFeature } from '../../../platform/doors/lock-settings.ts';

/** Smart locks speak Bluetooth; only Allegion's readers take wallet passes over NFC (D243). */
export const FEATURE_FAMILIES: Record<LockFeature, readonly string[]> = {
  BLE: ['YALE', 'ALLEGION'],
  NFC_WALLET: ['ALLEGION'],
  // Passage mode: every lock family that can be told to stay unlocked (a ButterflyMX panel cannot).
  HOLD_OPEN: ['PDK', 'YALE', 'ALLEGION', 'BRIVO'],
};

/** What a lock of this family can be told. */
export function lockFeaturesOf(family: string): LockFeature[] {
  return (Object.keys(FEATURE_FAMILIES) as LockFeature[]).filter((feature) =>
    FEATURE_FAMILIES[feature].includes(family),
  );
}
