/**
 * A translatable message in the shape react-intl's `formatMessage` takes, so the browser renders it in the
 * user's language while the server and tests can still render the English default.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

const englishPlurals = new Intl.PluralRules('en-US');
const englishNumbers = new Intl.NumberFormat('en-US');

/**
 * Renders a descriptor's English default without pulling an i18n runtime into the server.
 * Understands the subset of ICU syntax this package writes: `{name}`, `{name, number}` and
 * `{name, plural, =0 {...} one {...} other {...}}` with `#`. Apostrophe quoting is not supported, so
 * messages here avoid `'{`. A placeholder without a value is kept as written rather than throwing,
 * because a visible `{min}` is easier to spot than a crashed screen.
 *
 * @example formatMessageEn({ id: 'x', defaultMessage: '{n, plural, one {# day} other {# days}}', values: { n: 2 } }) // '2 days'
 */
export function formatMessageEn(descriptor: MessageDescriptor): string {
  const parser = new Parser(descriptor.defaultMessage, descriptor.values ?? {});
  return parser.message(undefined);
}

class Parser {
  private i = 0;
  private readonly src: string;
  private readonly values: Record<string, string | number>;

  // Plain fields rather than parameter properties, so the file also runs under type-stripping loaders.
  constructor(src: string, values: Record<string, string | number>) {
    this.src = src;
    this.values = values;
  }

  /** Reads text up to the closing brace of the enclosing branch (or the end); `#` is the plural count. */
  message(count: number | undefined): string {
    let out = '';
    while (this.i < this.src.length) {
      const ch = this.src[this.i] as string;
      if (ch === '}') return out;
      if (ch === '{') {
        out += this.argument();
      } else if (ch === '#' && count !== undefined) {
        out += englishNumbers.format(count);
        this.i++;
      } else {
        out += ch;
        this.i++;
      }
    }
    return out;
  }

  private argument(): string {
    const start = this.i;
    this.i++;
    const name = this.word();
    this.spaces();
    if (this.src[this.i] === '}') {
      this.i++;
      const value = this.values[name];
      return value === undefined ? this.src.slice(start, this.i) : String(value);
    }
    if (this.src[this.i] !== ',') return this.rest(start);
    this.i++;
    this.spaces();
    const type = this.word();
    this.spaces();
    const value = this.values[name];
    if (type === 'number' && this.src[this.i] === '}') {
      this.i++;
      if (value === undefined) return this.src.slice(start, this.i);
      return typeof value === 'number' ? englishNumbers.format(value) : value;
    }
    if (type !== 'plural' || this.src[this.i] !== ',') return this.rest(start);
    this.i++;
    const branches = new Map<string, string>();
    const n = typeof value === 'number' ? value : Number(value);
    for (;;) {
      this.spaces();
      if (this.src[this.i] === '}') {
        this.i++;
        break;
      }
      const selector = this.word();
      this.spaces();
      if (selector === '' || this.src[this.i] !== '{') return this.rest(start);
      this.i++;
      branches.set(selector, this.message(n));
      if (this.src[this.i] !== '}') return this.rest(start);
      this.i++;
    }
    if (value === undefined || Number.isNaN(n)) return this.src.slice(start, this.i);
    return branches.get(`=${n}`) ?? branches.get(englishPlurals.select(n)) ?? branches.get('other') ?? '';
  }

  private word(): string {
    const start = this.i;
    while (this.i < this.src.length && /[\w=.-]/.test(this.src[this.i] as string)) this.i++;
    return this.src.slice(start, this.i);
  }

  private spaces(): void {
    while (this.i < this.src.length && /\s/.test(this.src[this.i] as string)) this.i++;
  }

  /** Malformed syntax is shown verbatim: the rest of the message is returned as text. */
  private rest(start: number): string {
    const text = this.src.slice(start);
    this.i = this.src.length;
    return text;
  }
}
