import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('react-router', () => ({ useNavigate: () => navigate }));

const { useSafeNavigate } = await import('./use-safe-navigate');

afterEach(() => navigate.mockReset());

describe('useSafeNavigate', () => {
  it('navigates', () => {
    const { result } = renderHook(() => useSafeNavigate());
    result.current('/rng', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/rng', { replace: true });
  });

  it('ignores a navigation that fails, whether it throws or rejects', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { result } = renderHook(() => useSafeNavigate());

    navigate.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    expect(() => result.current('/a')).not.toThrow();

    navigate.mockImplementationOnce(() => Promise.reject(new Error('interrupted')));
    expect(() => result.current('/b')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
