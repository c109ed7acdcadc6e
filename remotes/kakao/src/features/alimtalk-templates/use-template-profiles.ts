import { useSenderKeys } from '../sender-keys/get-sender-keys';

/** The profile of a template being edited, as the template carries it. */
export interface TemplateProfile {
  senderProfileSeq: number;
  channelId: string;
}

/**
 * The sender profiles a template form offers: the team's active ones, and the edited template's own
 * even when it is no longer active (it shows by its channel id then). `channelNameOf` names the
 * chosen one for the preview.
 */
export function useTemplateProfiles(teamSeq: number, template?: TemplateProfile) {
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100, status: 'ACTIVE' });
  const items = profiles.data?.items ?? [];
  const options = items.map((p) => ({ seq: p.seq, label: `${p.channelName} (${p.channelId})` }));
  if (template && !options.some((option) => option.seq === template.senderProfileSeq))
    options.push({ seq: template.senderProfileSeq, label: template.channelId });
  const channelNameOf = (seq: number | undefined): string | null =>
    items.find((p) => p.seq === seq)?.channelName ??
    (template && template.senderProfileSeq === seq ? template.channelId : null);
  return { options, none: profiles.isSuccess && options.length === 0, channelNameOf };
}
