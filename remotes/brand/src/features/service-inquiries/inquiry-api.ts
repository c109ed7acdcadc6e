import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import {
  INQUIRY_FILE_FIELD,
  type InquiryCategory,
  type InquiryDetail,
  type InquiryState,
  type InquirySummary,
} from '@console/contracts/inquiries';
import type { TeamSummary } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** Every inquiry query starts with this key; writes invalidate it. */
export const inquiriesKey = ['brand', 'inquiries'] as const;

export interface InquiryListParams {
  page: number;
  size: number;
  state?: InquiryState;
}

/** GET /api/inquiries?page&size&state: the caller's inquiries (a master's: the whole business's), newest first. */
export const getInquiries = (api: ApiClient, params: InquiryListParams) =>
  api.get<Page<InquirySummary>>('/api/inquiries', { params: { ...params } });

export function useInquiries(params: InquiryListParams) {
  const api = useApi();
  return useQuery({
    queryKey: [...inquiriesKey, 'list', params],
    queryFn: () => getInquiries(api, params),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/inquiries/:seq: the inquiry and its thread; 404 (in Korean) when the caller may not read it. */
export const getInquiry = (api: ApiClient, seq: number) =>
  api.get<InquiryDetail>(`/api/inquiries/${seq}`, { silent: true });

export function useInquiry(seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...inquiriesKey, 'detail', seq],
    queryFn: () => getInquiry(api, seq),
    enabled: Number.isSafeInteger(seq) && seq > 0,
    retry: false,
  });
}

const TEAMS_PAGE = { page: 1, size: 100 };

/** GET /api/teams: the teams the user may name as the one concerned (a master's: every team of the business). */
export function useMyTeams() {
  const api = useApi();
  return useQuery({
    queryKey: ['brand', 'inquiry-teams'],
    queryFn: () => api.get<Page<TeamSummary>>('/api/teams', { params: TEAMS_PAGE }),
  });
}

function formOf(fields: Record<string, string>, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A File keeps its own name; the two-argument form also works with the test environment's FormData.
  for (const file of files) form.append(INQUIRY_FILE_FIELD, file);
  return form;
}

export interface WriteInquiryInput {
  category: InquiryCategory;
  teamSeq: string;
  title: string;
  body: string;
  files: File[];
}

/** POST /api/inquiries (multipart): 400/413/429 with Korean messages on their fields. */
export function useWriteInquiry() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...fields }: WriteInquiryInput) =>
      api.postMultipart<InquiryDetail>('/api/inquiries', formOf(fields, files), { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKey }),
  });
}

/** POST /api/inquiries/:seq/messages (multipart): a follow-up question; an answered inquiry is received again. */
export function useFollowUp(seq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: File[] }) =>
      api.postMultipart<InquiryDetail>(`/api/inquiries/${seq}/messages`, formOf({ body }, files), { silent: true }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...inquiriesKey, 'detail', seq], detail);
      return queryClient.invalidateQueries({ queryKey: [...inquiriesKey, 'list'] });
    },
  });
}
