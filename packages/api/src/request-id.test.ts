// The request id of a money form: the same id for a retry of the same values while no answer came,
// a new one for other values or once the platform answered.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestId } from './request-id';

describe('useRequestId', () => {
  it('keeps the id for the same values until the platform answers, and changes it for other values', () => {
    const { result } = renderHook(() => useRequestId());
    const first = result.current.idFor({ amount: '100', password: 'a' });
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // A retry after a lost answer: the same request.
    expect(result.current.idFor({ amount: '100', password: 'a' })).toBe(first);
    // Other values: a new request.
    const second = result.current.idFor({ amount: '100', password: 'b' });
    expect(second).not.toBe(first);
    // Answered: the next submit is a new request, even with the same values.
    result.current.answered();
    expect(result.current.idFor({ amount: '100', password: 'b' })).not.toBe(second);
  });
});
