import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { issuesByField, useQueryDraft } from './query-draft';

const RangeQuery = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    teamSeq: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['from'], message: '시작일이 종료일보다 늦을 수 없어요.' });

describe('issuesByField', () => {
  it('keeps the first message of each top-level field', () => {
    const checked = z
      .object({ from: z.string().min(10, '첫째').regex(/x/, '둘째'), to: z.string().min(1, '종료') })
      .safeParse({ from: '2026', to: '' });
    expect(issuesByField(checked.error)).toEqual({ from: '첫째', to: '종료' });
  });

  it('is empty for a valid query', () => {
    expect(issuesByField(RangeQuery.safeParse({ from: '2026-11-01', to: '2026-11-02' }).error)).toEqual({});
  });
});

describe('useQueryDraft', () => {
  const start: z.input<typeof RangeQuery> = { from: '2026-11-01', to: '2026-11-07' };

  it('keeps typed values as a draft, checked in place, without submitting', () => {
    const onSubmit = jest.fn();
    const { result } = renderHook(() => useQueryDraft(RangeQuery, start, onSubmit));
    expect(result.current.errors).toEqual({});
    act(() => result.current.edit({ from: '2026-11-09' }));
    expect(result.current.draft).toEqual({ from: '2026-11-09', to: '2026-11-07' });
    expect(result.current.errors).toEqual({ from: '시작일이 종료일보다 늦을 수 없어요.' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits only a valid draft, parsed by the schema', () => {
    const onSubmit = jest.fn();
    const { result } = renderHook(() => useQueryDraft(RangeQuery, start, onSubmit));
    let sent = true;
    act(() => {
      sent = result.current.apply({ to: '2026-10-01' });
    });
    expect(sent).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => {
      sent = result.current.apply({ to: '2026-11-30', teamSeq: '3' });
    });
    expect(sent).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30', teamSeq: 3 });
    expect(result.current.errors).toEqual({});
  });
});
