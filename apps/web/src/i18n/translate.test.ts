import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { networkError } from '../app/api/errors.ts';
import { setTranslator, translate } from './translate.ts';

afterEach(() => setTranslator(null));

describe('messages outside components', () => {
  it('anyone: before the intl root mounts, the en-US text', () => {
    expect(translate({ id: 'x', defaultMessage: 'Hello' })).toBe('Hello');
    expect(networkError().message).toBe("Network error, can't connect to the base address");
  });

  it('pseudo-locale user: the network error comes in the chosen locale', () => {
    const intl = createIntl({ locale: 'en-XA', messages: { 'api.error.network': '[Ƞḗḗŧẇǿǿřķ ḗḗřřǿǿř]' } });
    setTranslator((descriptor) => intl.formatMessage(descriptor));
    expect(networkError().message).toBe('[Ƞḗḗŧẇǿǿřķ ḗḗřřǿǿř]');
  });
});
