import { Alert, Box, Button, Card, CardContent, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  questionnaireAnswersOf,
  questionnaireParams,
  type QuestionnaireAnswers,
} from '@console/contracts/sales-inquiries';
import { formatKrw } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { brandRoutePath, SIGNUP_PATH } from './brand-route-path';
import { usePrices } from './get-prices';
import { estimateMonthlyCost, recommendChannels, type ChannelRecommendation } from './recommend-channels';

/** The consulting inquiry, prefilled with the answers and the recommended services. */
export function consultingInquiryLink(answers: QuestionnaireAnswers, recommendations: ChannelRecommendation[]) {
  const params = questionnaireParams(answers);
  params.set('from', 'questionnaire');
  params.set('services', recommendations.map((r) => r.service).join(','));
  return `${brandRoutePath('consulting-inquiry')}?${params.toString()}`;
}

/**
 * /brand/consulting/result?industry=…&purposes=…&volume=…&channels=…&api=…: the recommendation is
 * computed from the URL alone (shareable), the cost from the server's price table.
 */
export function QuestionnaireResultPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const answers = questionnaireAnswersOf(search);
  const again = (
    <Button component={Link} to={brandRoutePath('questionnaire')} color="inherit">
      {t('questionnaire.result.again')}
    </Button>
  );

  if (!answers) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <PageHeader title={t('questionnaire.result.title')} />
        <Alert severity="warning" action={again}>
          {t('questionnaire.result.invalid')}
        </Alert>
      </Box>
    );
  }
  const recommendations = recommendChannels(answers);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('questionnaire.result.title')} description={t('questionnaire.result.description')} />
      <Stack spacing={3}>
        <AnswerSummary answers={answers} />
        <Box component="section" aria-labelledby="recommended-channels">
          <Typography id="recommended-channels" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('questionnaire.result.recommended')}
          </Typography>
          <Stack spacing={2}>
            {recommendations.map((recommendation) => (
              <RecommendationCard key={recommendation.service} recommendation={recommendation} answers={answers} />
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('questionnaire.result.estimateNote')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" size="large" href={SIGNUP_PATH}>
            {t('questionnaire.result.signup')}
          </Button>
          <Button variant="outlined" size="large" component={Link} to={consultingInquiryLink(answers, recommendations)}>
            {t('questionnaire.result.consult')}
          </Button>
          {again}
        </Stack>
      </Stack>
    </Box>
  );
}

function AnswerSummary({ answers }: { answers: QuestionnaireAnswers }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('questionnaire.industry'), t(`questionnaire.industries.${answers.industry}`)],
    [t('questionnaire.purposes'), answers.purposes.map((p) => t(`questionnaire.purposeNames.${p}`)).join(', ')],
    [t('questionnaire.volume'), t(`consulting.volumes.${answers.volume}`)],
    [
      t('questionnaire.channels'),
      answers.channels.map((c) => t(`questionnaire.channelNames.${c}`)).join(', ') || t('questionnaire.result.none'),
    ],
    [t('questionnaire.api'), answers.api ? t('questionnaire.result.yes') : t('questionnaire.result.no')],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('questionnaire.result.answers')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function RecommendationCard({
  recommendation,
  answers,
}: {
  recommendation: ChannelRecommendation;
  answers: QuestionnaireAnswers;
}) {
  const { t } = useTranslation();
  const title = t(`questionnaire.services.${recommendation.service}`);
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" fontWeight={700}>
          {title}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {recommendation.reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {t(`questionnaire.reasons.${reason}`)}
            </Typography>
          ))}
        </Box>
        <CostLine recommendation={recommendation} answers={answers} />
      </CardContent>
    </Card>
  );
}

function CostLine({
  recommendation,
  answers,
}: {
  recommendation: ChannelRecommendation;
  answers: QuestionnaireAnswers;
}) {
  const { t, i18n } = useTranslation();
  const prices = usePrices();
  if (recommendation.priceTypes.length === 0)
    return <Chip size="small" label={t('questionnaire.result.byConsultation')} />;
  if (prices.isPending) return <Typography variant="body2">{t('questionnaire.result.pricesLoading')}</Typography>;
  if (prices.isError)
    return (
      <Typography variant="body2" color="error">
        {t('questionnaire.result.pricesFailed')}
      </Typography>
    );
  const estimate = estimateMonthlyCost(recommendation, answers.volume, prices.data.rows);
  if (!estimate) return <Chip size="small" label={t('questionnaire.result.byConsultation')} />;
  const krw = (value: number) => formatKrw(value, i18n.language);
  const unit =
    estimate.unitMinKrw === estimate.unitMaxKrw
      ? t('questionnaire.result.unitPrice', { price: krw(estimate.unitMinKrw) })
      : t('questionnaire.result.unitPriceRange', { min: krw(estimate.unitMinKrw), max: krw(estimate.unitMaxKrw) });
  const amount =
    estimate.maxKrw === null
      ? t('questionnaire.result.amountFrom', { min: krw(estimate.minKrw) })
      : estimate.minKrw === 0
        ? t('questionnaire.result.amountUpTo', { max: krw(estimate.maxKrw) })
        : t('questionnaire.result.amountRange', { min: krw(estimate.minKrw), max: krw(estimate.maxKrw) });
  return (
    <Typography variant="body2">
      {t('questionnaire.result.estimate')}: <strong>{amount}</strong> ({unit})
    </Typography>
  );
}
