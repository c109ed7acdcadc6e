import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { KakaoImagePurpose } from '@console/contracts/kakao';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { useObjectUrl } from '@console/send-kit/images/message-image';
import { FileButton } from '@console/ui/file-button';
import { formatCount } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { checkKakaoImageFile, type KakaoImageFileCheck } from './check-kakao-image-file';
import { kakaoImageRuleText } from './kakao-image-rule-text';
import { useUploadKakaoImage } from './upload-kakao-image';

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * /console/team/{teamSeq}/kakao/image-management/regist: pick the use (its rule said up front) and a
 * file; the file is judged in the browser by its bytes with the server's own rule, and a refused file is
 * never sent. After the upload the list opens.
 */
export function KakaoImageRegistPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const ui = useUi();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = routePath('image-list', { teamSeq });
  const [purpose, setPurpose] = useState<KakaoImagePurpose>(
    KakaoImagePurpose.safeParse(search.get('purpose')).data ?? 'ALIMTALK',
  );
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<KakaoImageFileCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadKakaoImage();
  const preview = useObjectUrl(file);
  const purposeName = t(`kakaoImages.purposes.${purpose}`);

  // Only the latest file and use count: a slow read of an earlier pick must not overwrite it.
  const latest = useRef(0);
  const judge = async (next: File | null, nextPurpose: KakaoImagePurpose) => {
    const attempt = ++latest.current;
    setFailure(null);
    setCheck(null);
    if (!next) return;
    setChecking(true);
    const result = await checkKakaoImageFile(next, nextPurpose).catch(() => ({
      problem: t('kakaoImages.failed'),
      size: null,
    }));
    if (attempt !== latest.current) return;
    setCheck(result);
    setChecking(false);
  };

  const onPurpose = (next: KakaoImagePurpose) => {
    setPurpose(next);
    void judge(file, next);
  };

  const onSubmit = async () => {
    if (!file || !check || check.problem) return;
    setFailure(null);
    try {
      await upload.mutateAsync({ file, purpose });
      ui.toast(t('kakaoImages.regist.uploaded'), 'success');
      void navigate(back);
    } catch (error) {
      setFailure(isApiError(error) ? (error.fieldError('image') ?? error.message) : t('kakaoImages.failed'));
    }
  };

  const problem = check?.problem ?? failure;
  const ready = Boolean(file && check && !check.problem) && !checking && !upload.isPending;

  return (
    <Box>
      <PageHeader
        title={t('kakaoImages.regist.title')}
        description={t('kakaoImages.regist.description')}
        actions={
          <Button component={Link} to={back} color="inherit">
            {t('kakaoImages.regist.back')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="kakao-image-purpose">{t('kakaoImages.regist.purpose')}</FormLabel>
            <RadioGroup
              aria-labelledby="kakao-image-purpose"
              value={purpose}
              onChange={(event) => onPurpose(event.target.value as KakaoImagePurpose)}
            >
              {KakaoImagePurpose.options.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={
                    <span>
                      <strong>{t(`kakaoImages.purposes.${value}`)}</strong>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' · '}
                        {kakaoImageRuleText(t, value)}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>

          <Box>
            <FormLabel component="div" sx={{ mb: 1 }}>
              {t('kakaoImages.regist.file')}
            </FormLabel>
            <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
              <FileButton
                inputLabel={t('kakaoImages.regist.fileInput')}
                accept={ACCEPT}
                disabled={upload.isPending}
                onChange={(event) => {
                  const next = event.target.files?.[0] ?? null;
                  event.target.value = '';
                  if (!next) return;
                  setFile(next);
                  void judge(next, purpose);
                }}
              >
                {file ? t('kakaoImages.regist.change') : t('kakaoImages.regist.choose')}
              </FileButton>
              <Typography
                variant="body2"
                color={file ? 'text.primary' : 'text.secondary'}
                sx={{ wordBreak: 'break-all' }}
              >
                {file ? file.name : t('kakaoImages.regist.noFile')}
              </Typography>
            </Stack>
            <Box sx={{ mt: 1.5 }} aria-live="polite">
              {checking ? (
                <Typography variant="body2" color="text.secondary">
                  {t('kakaoImages.regist.checking')}
                </Typography>
              ) : problem ? (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              ) : check ? (
                <Alert severity="success" role="status">
                  {t('kakaoImages.regist.fits', { purpose: purposeName })}
                  {check.size && file
                    ? ` (${t('kakaoImages.pixels', check.size)} · ${t('kakaoImages.kilobytes', {
                        kb: formatCount(Math.ceil(file.size / 1024)),
                      })})`
                    : null}
                </Alert>
              ) : null}
            </Box>
          </Box>

          {preview && file ? (
            <Box component="figure" aria-label={t('kakaoImages.regist.preview')} sx={{ m: 0 }}>
              <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
                {t('kakaoImages.regist.preview')}
              </Typography>
              <Box
                component="img"
                src={preview}
                alt={t('kakaoImages.regist.previewAlt', { name: file.name })}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  width: 400,
                  maxHeight: 400,
                  objectFit: 'contain',
                  border: 1,
                  borderColor: check?.problem ? 'error.main' : 'divider',
                  borderRadius: 1,
                  bgcolor: 'grey.100',
                }}
              />
            </Box>
          ) : null}

          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!ready}
              onClick={() => void onSubmit()}
              startIcon={upload.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {upload.isPending ? t('kakaoImages.regist.uploading') : t('kakaoImages.regist.submit')}
            </Button>
            <Button component={Link} to={back} color="inherit">
              {t('kakaoImages.regist.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
