/** An option's identity: what the dropdown's value holds. */
export type DropdownKey = string | number;

/** The spec's dropdown option: key, value (the label), description and the three flags. */
export interface DropdownOption<K extends DropdownKey = DropdownKey> {
  key: K;
  /** The text shown for the option. */
  value: string;
  /** A second, dimmer line. */
  description?: string;
  disabled?: boolean;
  /** A divider row (its value, if any, is shown as a heading); never selectable. */
  separator?: boolean;
  /** In multiple mode, a row that selects (or clears) every loaded selectable option. */
  selectAll?: boolean;
  /** Token paging: this entry's token; the next page is requested after the last item's token. */
  token?: string;
}

/** The search text under the name the resource expects (the spec's configurable parameter, default `search`). */
export interface SearchTerm {
  param: string;
  text: string;
}

/** Basic paging: page = items loaded / size rounded up (0-based), size 20, sorted by id ascending. */
export interface BasicPageRequest {
  paging: 'basic';
  page: number;
  size: number;
  sort: 'id,asc';
  search?: SearchTerm;
}

/** Token paging: the token of the last item loaded (none for the first page), direction FORWARD. */
export interface TokenPageRequest {
  paging: 'token';
  token?: string;
  dir: 'FORWARD';
  limit: number;
  search?: SearchTerm;
}

export type DropdownRequest = BasicPageRequest | TokenPageRequest;

/** One page from a data provider; `totalSize`, when known, also stops paging. */
export interface DropdownPage<K extends DropdownKey = DropdownKey> {
  items: DropdownOption<K>[];
  totalSize?: number;
}

/**
 * The app's loader for server-backed dropdowns. `toQueryParams(request)` gives the flat query the
 * spec's list calls take; the signal aborts requests a newer search made stale.
 *
 * @example const provider: DropdownDataProvider = (resource, request, { signal }) =>
 *   api.get(`/api/${resource}`, { query: toQueryParams(request), signal });
 */
export type DropdownDataProvider<K extends DropdownKey = DropdownKey> = (
  resource: string,
  request: DropdownRequest,
  context: { signal: AbortSignal },
) => Promise<DropdownPage<K>>;

export type PagingMode = DropdownRequest['paging'];
