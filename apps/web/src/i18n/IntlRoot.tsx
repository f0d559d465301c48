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
      onError={(error) => {
        // The pseudo-locale has no Intl locale data of its own; en formatting is what we want there.
        if (error.code === 'MISSING_DATA' || error.code === 'MISSING_TRANSLATION') return;
        console.error(error);
      }}
    >
      <TranslatorBridge>{children}</TranslatorBridge>
    </IntlProvider>
  );
}
