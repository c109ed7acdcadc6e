import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KakaoImagePurpose, type KakaoImage } from '@console/contracts/kakao';
import { useSession, useTeamSeq } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatCount, formatDateTime } from '@console/ui/format';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { useConfirmedDelete } from '@console/ui/use-confirmed-delete';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { useCanChangeKakao } from '../sender-keys/use-can-change-kakao';
import { useDeleteKakaoImage } from './delete-kakao-image';
import { useKakaoImages } from './get-kakao-images';
import { KakaoImageThumbnail } from './kakao-image-thumbnail';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Alimtalk images are used by alimtalk templates, the others by brand message templates. */
const templateRouteOf = (image: KakaoImage) =>
  image.purpose === 'ALIMTALK' ? 'alimtalk-template-detail' : 'brand-template-detail';

/**
 * /console/team/{teamSeq}/kakao/image-management: the team's Kakao images with their use, size and the
 * templates that use them, paged on the server (page, size and filter kept per route pattern). An image
 * a template uses cannot be deleted: the server's 409 message is shown above the list.
 */
export function KakaoImageListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const user = useSession((s) => s.user);
  // Uploading and deleting need a verified business (the server answers 403 otherwise).
  const canChange = useCanChangeKakao();
  const list = usePagedQueryState(routePattern('image-list'), { filters: { purpose: '' } });
  const purpose = KakaoImagePurpose.safeParse(list.filters.purpose).data;
  const images = useKakaoImages(teamSeq, { page: list.page, size: list.size, purpose });
  const remove = useDeleteKakaoImage();
  const deletion = useConfirmedDelete({
    texts: (image: KakaoImage) => ({
      title: t('kakaoImages.deleteTitle'),
      message: t('kakaoImages.deleteConfirm', { name: image.fileName }),
      confirmText: t('kakaoImages.delete'),
      deleted: t('kakaoImages.deleted'),
      failed: t('kakaoImages.failed'),
    }),
    remove: (image) => remove.mutateAsync(image.seq),
  });

  const columns: DataTableColumn<KakaoImage>[] = [
    {
      id: 'image',
      header: t('kakaoImages.columns.image'),
      render: (image) => <KakaoImageThumbnail teamSeq={teamSeq} image={image} />,
      width: 96,
    },
    {
      id: 'fileName',
      header: t('kakaoImages.columns.fileName'),
      render: (image) => (
        <Typography variant="body2" sx={{ wordBreak: 'break-all', maxWidth: 240 }}>
          {image.fileName}
        </Typography>
      ),
    },
    {
      id: 'purpose',
      header: t('kakaoImages.columns.purpose'),
      render: (image) => <Box sx={nowrap}>{t(`kakaoImages.purposes.${image.purpose}`)}</Box>,
    },
    {
      id: 'size',
      header: t('kakaoImages.columns.size'),
      render: (image) => (
        <Box sx={nowrap}>
          {t('kakaoImages.pixels', { width: image.width, height: image.height })}
          <Typography variant="caption" color="text.secondary" component="div">
            {t('kakaoImages.kilobytes', { kb: formatCount(Math.ceil(image.size / 1024)) })}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'uploadedAt',
      header: t('kakaoImages.columns.uploadedAt'),
      render: (image) => <Box sx={nowrap}>{formatDateTime(image.uploadedAt)}</Box>,
    },
    {
      id: 'usedBy',
      header: t('kakaoImages.columns.usedBy'),
      render: (image) =>
        image.usedBy.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('kakaoImages.notUsed')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {image.usedBy.map((template) => (
              <li key={template.seq}>
                <Link
                  component={RouterLink}
                  to={routePath(templateRouteOf(image), { teamSeq, seq: template.seq })}
                  underline="hover"
                  variant="body2"
                >
                  {template.name}
                </Link>
              </li>
            ))}
          </Stack>
        ),
    },
    ...(canChange
      ? [
          {
            id: 'actions',
            header: t('kakaoImages.columns.actions'),
            align: 'right' as const,
            render: (image: KakaoImage) => (
              <Button
                size="small"
                color="error"
                aria-label={t('kakaoImages.deleteLabel', { name: image.fileName })}
                disabled={remove.isPending}
                onClick={() => void deletion.confirmDelete(image)}
              >
                {t('kakaoImages.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title={t('kakaoImages.title')}
        description={t('kakaoImages.description')}
        actions={
          canChange ? (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${routePath('image-regist', { teamSeq })}${purpose ? `?purpose=${purpose}` : ''}`}
            >
              {t('kakaoImages.register')}
            </Button>
          ) : null
        }
      />
      {user && !user.verified ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('kakaoImages.needVerified')}
        </Alert>
      ) : null}
      <FailureAlert message={deletion.failure} onClose={deletion.dismissFailure} sx={{ mb: 2 }} />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <SelectFilter
          label={t('kakaoImages.purposeFilter')}
          value={list.filters.purpose ?? ''}
          options={KakaoImagePurpose.options.map((value) => ({ value, label: t(`kakaoImages.purposes.${value}`) }))}
          onChange={(value) => list.setFilter('purpose', value)}
          minWidth={220}
        />
      </Stack>
      <PagedQueryTable
        label={t('kakaoImages.title')}
        columns={columns}
        rowKey={(image) => image.seq}
        emptyMessage={purpose ? t('kakaoImages.emptyFiltered') : t('kakaoImages.empty')}
        list={list}
        query={images}
      />
    </Box>
  );
}
