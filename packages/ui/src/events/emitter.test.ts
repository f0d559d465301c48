import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.ts';

describe('typed emitter', () => {
  it('delivers a payload to every listener of its type only', () => {
    const events = createEmitter<{ saved: { id: string }; dropped: number }>();
    const saved = vi.fn();
    const dropped = vi.fn();
    events.on('saved', saved);
    events.on('dropped', dropped);
    events.emit('saved', { id: 'a' });
    expect(saved).toHaveBeenCalledWith({ id: 'a' });
    expect(dropped).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, even when a listener unsubscribes itself mid-emit', () => {
    const events = createEmitter<{ tick: number }>();
    const second = vi.fn();
    const off = events.on('tick', () => off());
    events.on('tick', second);
    events.emit('tick', 1);
    events.emit('tick', 2);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
