import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AlimtalkCommentCreate,
  KAKAO_LIMITS,
  type AlimtalkTemplateComment,
  type AlimtalkTemplateDetail,
} from '@console/contracts/kakao';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { TimelineEntry } from '../kakao-timeline/timeline-entry';
import { useAddTemplateComment } from './add-template-comment';

const COLOR: Record<AlimtalkTemplateComment['kind'], string> = {
  REQUESTED: 'grey.500',
  RESUBMITTED: 'grey.500',
  INSPECTING: 'info.main',
  APPROVED: 'success.main',
  REJECTED: 'error.main',
  QUESTION: 'primary.main',
  ANSWER: 'secondary.main',
};

/**
 * The review as it went (requested, inspecting, approved or rejected, resubmitted) with the questions
 * to Kakao's reviewer and their answers, and a box to ask one (any state).
 */
export function AlimtalkTemplateComments({ template, canAsk }: { template: AlimtalkTemplateDetail; canAsk: boolean }) {
  const { t } = useTranslation();
  const ui = useUi();
  const ask = useAddTemplateComment(template.seq);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AlimtalkCommentCreate>({
    resolver: zodResolver(AlimtalkCommentCreate),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const { errors, isSubmitting } = form.formState;
  const title = t('templateScreens.comments.title');

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await ask.mutateAsync(input);
      form.reset({ body: '' });
      ui.toast(t('templateScreens.comments.sent'), 'success');
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['body']));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {template.comments.map((comment, index) => (
          <TimelineEntry
            key={`${comment.at}-${index}`}
            label={t(`templateScreens.comments.kinds.${comment.kind}`)}
            by={comment.authorName ?? t(`templateScreens.comments.by.${comment.by}`)}
            at={comment.at}
            color={COLOR[comment.kind]}
            last={index === template.comments.length - 1}
          >
            {comment.body ? (
              <Typography
                variant="body2"
                sx={{
                  mt: 0.5,
                  p: 1,
                  borderRadius: 1,
                  whiteSpace: 'pre-wrap',
                  bgcolor: comment.kind === 'REJECTED' ? '#FDECEA' : 'grey.100',
                }}
              >
                {comment.body}
              </Typography>
            ) : null}
          </TimelineEntry>
        ))}
      </Box>
      {canAsk ? (
        <Stack
          component="form"
          noValidate
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(event) => void submit(event)}
          aria-label={t('templateScreens.comments.ask')}
        >
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextField
            label={t('templateScreens.comments.question')}
            multiline
            minRows={2}
            {...form.register('body')}
            error={Boolean(errors.body)}
            helperText={
              errors.body?.message ??
              t('templateScreens.comments.questionHelp', { count: body.length, max: KAKAO_LIMITS.commentMax })
            }
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="outlined" disabled={isSubmitting}>
              {t('templateScreens.comments.ask')}
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Paper>
  );
}
