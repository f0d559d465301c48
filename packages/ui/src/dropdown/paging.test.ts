import { describe, expect, it } from 'vitest';
import { hasMorePages, nextRequest, toQueryParams } from './paging.ts';
import type { DropdownOption } from './types.ts';

const items = (n: number, from = 0): DropdownOption[] =>
  Array.from({ length: n }, (_, i) => ({ key: from + i, value: `item ${from + i}`, token: `t${from + i}` }));

describe('dropdown paging', () => {
  it('basic: page is items loaded / size rounded up, size 20, sorted by id ascending', () => {
    expect(nextRequest({ mode: 'basic', size: 20, loaded: [] })).toEqual({
      paging: 'basic',
      page: 0,
      size: 20,
      sort: 'id,asc',
    });
    expect(nextRequest({ mode: 'basic', size: 20, loaded: items(20) })).toMatchObject({ page: 1 });
    expect(nextRequest({ mode: 'basic', size: 20, loaded: items(21) })).toMatchObject({ page: 2 });
  });

  it('token: the token of the last item, dir FORWARD; none on the first page', () => {
    expect(nextRequest({ mode: 'token', size: 20, loaded: [] })).toEqual({
      paging: 'token',
      dir: 'FORWARD',
      limit: 20,
    });
    expect(nextRequest({ mode: 'token', size: 20, loaded: items(20) })).toEqual({
      paging: 'token',
      token: 't19',
      dir: 'FORWARD',
      limit: 20,
    });
  });

  it('sends the search only when there is text', () => {
    const search = { param: 'q', text: 'oak' };
    expect(nextRequest({ mode: 'basic', size: 20, loaded: [], search })).toMatchObject({ search });
    expect(nextRequest({ mode: 'basic', size: 20, loaded: [], search: { param: 'q', text: '' } })).not.toHaveProperty(
      'search',
    );
  });

  it('more pages exist only if the last page was full', () => {
    expect(hasMorePages({ mode: 'basic', size: 20, loaded: items(20) }, 20)).toBe(true);
    expect(hasMorePages({ mode: 'basic', size: 20, loaded: items(39) }, 19)).toBe(false);
    expect(hasMorePages({ mode: 'basic', size: 20, loaded: items(40) }, 20, 40)).toBe(false);
  });

  it('token paging retains at most 100 items and needs a token to continue', () => {
    expect(hasMorePages({ mode: 'token', size: 20, loaded: items(80) }, 20)).toBe(true);
    expect(hasMorePages({ mode: 'token', size: 20, loaded: items(100) }, 20)).toBe(false);
    expect(hasMorePages({ mode: 'token', size: 20, loaded: [{ key: 1, value: 'a' }] }, 1)).toBe(false);
  });

  it('flattens a request into query parameters, the search under its own name', () => {
    expect(
      toQueryParams({ paging: 'basic', page: 2, size: 20, sort: 'id,asc', search: { param: 'name', text: 'elm' } }),
    ).toEqual({ page: '2', size: '20', sort: 'id,asc', name: 'elm' });
    expect(toQueryParams({ paging: 'token', token: 'abc', dir: 'FORWARD', limit: 20 })).toEqual({
      token: 'abc',
      dir: 'FORWARD',
      limit: '20',
    });
  });
});
