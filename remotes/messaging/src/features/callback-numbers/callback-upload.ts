import { z } from 'zod';
import {
  CALLBACK_DECLARATION_REQUIRED,
  CALLBACK_DOCUMENT_MAX_BYTES,
  CALLBACK_EXTRA_DOCUMENT,
  CallbackRegisterFields,
  type CallbackRelation,
  type CallbackDocumentKind,
} from '@console/contracts/messaging';

/** Multipart file field per document kind (the server reads the same names). */
export const DOCUMENT_FIELD = {
  SUBSCRIPTION: 'subscription',
  EMPLOYMENT: 'employment',
  CONSENT: 'consent',
} as const satisfies Record<CallbackDocumentKind, string>;
export type DocumentField = (typeof DOCUMENT_FIELD)[CallbackDocumentKind];
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export type CallbackFiles = Partial<Record<CallbackDocumentKind, File | null>>;

/** What the registration and resubmission forms send: the text fields and the documents. */
export interface CallbackUpload {
  fields: Record<string, string>;
  files: CallbackFiles;
}

export function callbackForm({ fields, files }: CallbackUpload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A File keeps its own name in the part.
  for (const [kind, file] of Object.entries(files))
    if (file) form.append(DOCUMENT_FIELD[kind as CallbackDocumentKind], file);
  return form;
}

/** The documents a relation needs: the proof of subscription, plus employment or consent. */
export const neededDocuments = (relation: CallbackRelation): CallbackDocumentKind[] => {
  const extra = CALLBACK_EXTRA_DOCUMENT[relation];
  return extra ? ['SUBSCRIPTION', extra] : ['SUBSCRIPTION'];
};

export interface FileMessages {
  required(kind: CallbackDocumentKind): string;
  tooLarge: string;
  type: string;
}

/** The browser-side check of the chosen files (the server checks again, by the file's bytes). */
export function fileProblem(
  file: File | null | undefined,
  kind: CallbackDocumentKind,
  messages: FileMessages,
): string | null {
  if (!file) return messages.required(kind);
  if (file.size > CALLBACK_DOCUMENT_MAX_BYTES) return messages.tooLarge;
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return messages.type;
  return null;
}

/**
 * The registration form's text fields: the contract's schema, with the 3-month statement as a
 * checkbox (the server reads it as the text "true"). The files are checked by fileProblem.
 */
export const RegisterFormFields = CallbackRegisterFields.extend({
  declaration: z.boolean().refine((value) => value, CALLBACK_DECLARATION_REQUIRED),
});

/** Problems of the chosen files for a relation, by multipart field name. */
export function fileProblems(
  relation: CallbackRelation,
  files: CallbackFiles,
  messages: FileMessages,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const kind of neededDocuments(relation)) {
    const problem = fileProblem(files[kind], kind, messages);
    if (problem) problems[DOCUMENT_FIELD[kind]] = problem;
  }
  return problems;
}
