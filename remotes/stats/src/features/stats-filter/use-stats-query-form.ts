import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What every statistics query has: a unit and a KST range (YYYY-MM-DD). */
interface RangeInput extends FieldValues {
  unit?: string;
  from?: string;
  to?: string;
}

/**
 * The form behind a statistics page's filters: checked in place with the contract's query schema
 * (the one the server validates with), only a valid query submitted; `apply` sets fields and
 * submits at once (unit, quick ranges, selects). Hands StatsFilterForm its props ready-made.
 */
export function useStatsQueryForm<Input extends RangeInput, Output extends FieldValues & { unit: string }>(
  schema: z.ZodType<Output, Input>,
  value: Output,
  onSubmit: (query: Output) => void,
) {
  const { register, handleSubmit, formState, setValue, control } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: value as unknown as DefaultValues<Input>,
    mode: 'onChange',
  });
  const [unit = 'DAY' as Output['unit'], from = '', to = ''] = useWatch({
    control,
    name: ['unit', 'from', 'to'] as Path<Input>[],
  }) as unknown as [Output['unit'] | undefined, string | undefined, string | undefined];
  const submit = handleSubmit(onSubmit);
  const apply = (changes: Partial<Input>) => {
    for (const [key, next] of Object.entries(changes))
      setValue(key as Path<Input>, next as never, { shouldValidate: true });
    void submit();
  };
  const errors = formState.errors as { from?: { message?: string }; to?: { message?: string } };
  return {
    control,
    apply,
    filterFormProps: {
      unit,
      from,
      to,
      fromField: register('from' as Path<Input>),
      toField: register('to' as Path<Input>),
      errors: { from: errors.from?.message, to: errors.to?.message },
      onSubmit: submit,
      onApply: apply,
    },
  };
}
