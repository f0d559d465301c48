export const locales = ['en-US', 'en-XA'] as const;
export type Locale = (typeof locales)[number];

const STORAGE_KEY = 'lintel.locale';

/** en-US by default; en-XA (pseudo-locale) from ?locale=en-XA or a stored choice, to spot unlocalised text. */
export function readLocale(): Locale {
  const fromUrl = new URLSearchParams(window.location.search).get('locale');
  const candidate = fromUrl ?? window.localStorage.getItem(STORAGE_KEY);
  if (fromUrl && (locales as readonly string[]).includes(fromUrl)) window.localStorage.setItem(STORAGE_KEY, fromUrl);
  return (locales as readonly string[]).includes(candidate ?? '') ? (candidate as Locale) : 'en-US';
}

export function storeLocale(locale: Locale): void {
  window.localStorage.setItem(STORAGE_KEY, locale);
}
