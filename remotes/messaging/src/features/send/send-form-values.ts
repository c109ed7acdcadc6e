import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { SendRequestCreate } from '@console/contracts/send-requests';

/** The form holds the request as typed (the schema's input) and submits it as parsed (its output). */
export type SendFormValues = z.input<typeof SendRequestCreate>;
export type SendFormApi = UseFormReturn<SendFormValues, unknown, SendRequestCreate>;
