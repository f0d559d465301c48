import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type Locale, readLocale } from './locale.ts';
import { setTranslator } from './translate.ts';

type Messages = Record<string, unknown>;

async function loadMessages(locale: Locale): Promise<Messages | undefined> {
  // en-US texts are the defaultMessage of each message in the code; only other locales load a catalogue.
  if (locale === 'en-XA') return (await import('./compiled/en-XA.json')).default as Messages;
  return undefined;
}

/** Hands the provider's formatter to code outside components (see translate.ts). */
function TranslatorBridge({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // Set during render, not in an effect: children rendered in the same pass already translate.
  setTranslator((descriptor) => intl.formatMessage(descriptor));
  return children;
}

/**
 * The pseudo-locale has no Intl locale data of its own, and en formatting is what we want there, so
 * MISSING_DATA is expected. Anything else is reported, a message id the catalogue lacks included
 * (MISSING_TRANSLATION): the text would silently show in English, so it goes to the console, where
 * every browser test that watches it fails.
 */
export function reportIntlError(error: { code: string }): void {
  if (error.code === 'MISSING_DATA') return;
  console.error(error);
}

/** Provides react-intl with the chosen locale; the pseudo-locale is a separate lazily loaded chunk. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const [locale] = useState<Locale>(readLocale);
  const [messages, setMessages] = useState<Messages | undefined | null>(locale === 'en-US' ? undefined : null);
  useEffect(() => {
    if (locale !== 'en-US') void loadMessages(locale).then((loaded) => setMessages(loaded));
  }, [locale]);
  if (messages === null) return null;
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en-US"
      // biome-ignore lint/suspicious/noExplicitAny: compiled message ASTs
      messages={messages as any}
      onError={reportIntlError}
    >
      <TranslatorBridge>{children}</TranslatorBridge>
    </IntlProvider>
  );
}
