import { vi } from 'vitest';
import type { DropdownDataProvider, DropdownRequest } from './types.ts';

/** A data provider over `total` numbered items that records every request (test helper). */
export function pagedProvider(total: number) {
  const calls: DropdownRequest[] = [];
  const provider: DropdownDataProvider<number> = vi.fn(async (_resource, request) => {
    calls.push(request);
    const start = request.paging === 'basic' ? request.page * request.size : Number(request.token ?? -1) + 1;
    const size = request.paging === 'basic' ? request.size : request.limit;
    const text = request.search?.text ?? '';
    const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
      key: start + i,
      value: `${text || 'item'} ${start + i}`,
      token: String(start + i),
    }));
    return { items };
  });
  return { provider, calls };
}
