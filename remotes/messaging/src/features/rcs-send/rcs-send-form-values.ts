import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { RcsSendRequestCreate } from '@console/contracts/rcs-send';

/** The form holds the request as typed (the schema's input) and submits it as parsed (its output). */
export type RcsSendFormValues = z.input<typeof RcsSendRequestCreate>;
export type RcsSendFormApi = UseFormReturn<RcsSendFormValues, unknown, RcsSendRequestCreate>;
