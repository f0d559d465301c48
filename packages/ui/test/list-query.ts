import { vi } from 'vitest';

/**
 * What a mocked list hook answers in a page test: one page of `content`, or the server's failure.
 * Use it inside a `vi.mock` factory (imported there: factories are hoisted above imports).
 *
 * @example vi.mock('../api/x.ts', async () => { const { listQueryResult } = await import('…/list-query.ts'); return { useXQuery: () => listQueryResult(state.content, state.failed) }; });
 */
export function listQueryResult(content: unknown[], failed: boolean) {
  return {
    data: failed
      ? undefined
      : { content, totalElements: content.length, totalPages: 1, totalIsEstimate: false, size: 20 },
    isError: failed,
    error: failed ? new Error('The server is down.') : null,
    isPending: false,
    isFetching: false,
    refetch: vi.fn(),
  };
}
