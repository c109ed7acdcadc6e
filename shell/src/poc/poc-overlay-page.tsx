import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TOAST_SEVERITIES } from '@console/contracts/timings';
import { useUi } from '@console/platform/hooks';
import { openExternalPopup } from '../verification/external-popup';
import { AccountVerifyModal } from '../verification/account-verify-modal';
import { BizFileModal } from '../verification/biz-file-modal';
import { VerifyBanner } from '../verification/verify-banner';
import { PocSection } from './poc-section';

/** /poc/overlay: every dialog and overlay of SPEC 2, live. */
export function PocOverlayPage() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [fileOpen, setFileOpen] = useState(false);
  return (
    <>
      <PocSection title={t('poc.overlay.title')}>
        <Button
          variant="outlined"
          onClick={() => void ui.alert({ title: t('poc.overlay.alert'), message: t('poc.overlay.alertMessage') })}
        >
          {t('poc.overlay.alert')}
        </Button>
        <Button
          variant="outlined"
          onClick={async () => {
            const ok = await ui.confirm({
              title: t('poc.overlay.confirm'),
              message: t('poc.overlay.confirmMessage'),
              destructive: true,
            });
            ui.toast(t(ok ? 'poc.overlay.confirmed' : 'poc.overlay.cancelled'), 'info');
          }}
        >
          {t('poc.overlay.confirm')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            const hide = ui.loading();
            setTimeout(hide, 1500);
          }}
        >
          {t('poc.overlay.loading')}
        </Button>
        <Button variant="outlined" onClick={() => openExternalPopup('/common/kmc-receive', 'poc-popup')}>
          {t('poc.overlay.popup')}
        </Button>
      </PocSection>
      <PocSection title={t('poc.overlay.toast')}>
        {TOAST_SEVERITIES.map((severity) => (
          <Button
            key={severity}
            variant="outlined"
            onClick={() => ui.toast(t('poc.overlay.toastMessage', { severity }), severity)}
          >
            {severity}
          </Button>
        ))}
      </PocSection>
      <PocSection title={t('poc.overlay.verifyModal')}>
        <Button variant="outlined" onClick={() => setVerifyOpen(true)}>
          {t('poc.overlay.verifyModal')}
        </Button>
        <Button variant="outlined" onClick={() => setFileOpen(true)}>
          {t('poc.overlay.bizFileModal')}
        </Button>
      </PocSection>
      <PocSection title={t('poc.overlay.banner')} column>
        <VerifyBanner
          content={t('verify.banner')}
          button={t('verify.bannerButton')}
          onClick={() => setFileOpen(true)}
        />
        <VerifyBanner content={t('verify.banner')} bizFile bizFileContent={t('verify.bannerPending')} />
      </PocSection>
      <AccountVerifyModal
        open={verifyOpen}
        onClose={() => setVerifyOpen(false)}
        onRegister={() => {
          setVerifyOpen(false);
          setFileOpen(true);
        }}
      />
      <BizFileModal open={fileOpen} onClose={() => setFileOpen(false)} />
    </>
  );
}
