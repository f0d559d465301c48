/** What the user picked, remembered per user across reloads and sign-outs (the spec keeps profile and community). */
export interface StoredSelection {
  profileId: string | null;
  customerId: string | null;
  communityId: string | null;
}

export const emptySelection: StoredSelection = { profileId: null, customerId: null, communityId: null };

const key = (userId: string) => `lintel.context.${userId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidOrNull(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

export function readSelection(userId: string): StoredSelection {
  try {
    const raw = JSON.parse(window.localStorage.getItem(key(userId)) ?? 'null') as Partial<StoredSelection> | null;
    if (!raw || typeof raw !== 'object') return emptySelection;
    return {
      profileId: uuidOrNull(raw.profileId),
      customerId: uuidOrNull(raw.customerId),
      communityId: uuidOrNull(raw.communityId),
    };
  } catch {
    return emptySelection;
  }
}

export function writeSelection(userId: string, selection: StoredSelection): void {
  window.localStorage.setItem(key(userId), JSON.stringify(selection));
}
