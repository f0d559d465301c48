import type { DropdownOption, DropdownRequest, PagingMode, SearchTerm } from './types.ts';

/** The spec's dropdown constants. */
export const DROPDOWN_PAGE_SIZE = 20;
export const DROPDOWN_SEARCH_DEBOUNCE_MS = 500;
export const DROPDOWN_MENU_MAX_HEIGHT = 288;
export const DROPDOWN_SEARCH_PARAM = 'search';
/** Token paging keeps at most this many items; past it the user narrows the list by searching. */
export const TOKEN_PAGING_MAX_ITEMS = 100;

export interface PagingState {
  mode: PagingMode;
  size: number;
  /** Options loaded so far for the current search. */
  loaded: readonly DropdownOption[];
  search?: SearchTerm;
}

/**
 * The request for the next page. Basic: page = loaded / size rounded up. Token: the token of the last
 * item loaded, none for the first page.
 *
 * @example nextRequest({ mode: 'basic', size: 20, loaded: twentyItems }) // { paging: 'basic', page: 1, ... }
 */
export function nextRequest({ mode, size, loaded, search }: PagingState): DropdownRequest {
  const withSearch = search?.text ? { search } : {};
  if (mode === 'basic') {
    return { paging: 'basic', page: Math.ceil(loaded.length / size), size, sort: 'id,asc', ...withSearch };
  }
  const token = loaded.at(-1)?.token;
  return { paging: 'token', ...(token ? { token } : {}), dir: 'FORWARD', limit: size, ...withSearch };
}

/**
 * Whether another page may exist: only when the last page was full (and the total, when given, is not
 * reached). Token paging also stops at its retention cap and when the last item carries no token.
 */
export function hasMorePages(state: PagingState, lastPageLength: number, totalSize?: number): boolean {
  if (lastPageLength < state.size) return false;
  if (totalSize !== undefined && state.loaded.length >= totalSize) return false;
  if (state.mode === 'token') {
    return state.loaded.length < TOKEN_PAGING_MAX_ITEMS && Boolean(state.loaded.at(-1)?.token);
  }
  return true;
}

/**
 * The flat query of a request, as the list calls take it: `page`, `size`, `sort` or `token`, `dir`,
 * `limit`, plus the search text under its parameter name.
 *
 * @example toQueryParams({ paging: 'basic', page: 0, size: 20, sort: 'id,asc', search: { param: 'q', text: 'oak' } })
 *   // { page: '0', size: '20', sort: 'id,asc', q: 'oak' }
 */
export function toQueryParams(request: DropdownRequest): Record<string, string> {
  const query: Record<string, string> =
    request.paging === 'basic'
      ? { page: String(request.page), size: String(request.size), sort: request.sort }
      : { ...(request.token ? { token: request.token } : {}), dir: request.dir, limit: String(request.limit) };
  if (request.search?.text) query[request.search.param] = request.search.text;
  return query;
}
