/**
 * Features an installation switches at start-up (not per community): today the NFC wallet feature,
 * which part 3 section 9 lets the build switch off (D243). Set once from the configuration; the
 * default is what a fresh start has.
 */
export interface InstallationFeatures {
  /** Wallet passes over NFC: the wallet-pass settings are hidden and refused when off. */
  readonly nfcWallet: boolean;
}

let features: InstallationFeatures = { nfcWallet: true };

export function setInstallationFeatures(next: InstallationFeatures): void {
  features = next;
}

export function installationFeatures(): InstallationFeatures {
  return features;
}
