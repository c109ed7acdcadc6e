import { Alert, Button } from '@mui/material';

export interface VerifyBannerProps {
  /** What the banner says, already translated. */
  content: string;
  /** The action's label; no button when omitted. */
  button?: string;
  onClick?: () => void;
  /** The business registration file was uploaded and waits for review: no action to offer. */
  bizFile?: boolean;
  bizFileContent?: string;
}

/** The verify banner (SPEC 2): content, a button, and the bizFile flag. */
export function VerifyBanner({ content, button, onClick, bizFile = false, bizFileContent }: VerifyBannerProps) {
  return (
    <Alert
      severity={bizFile ? 'info' : 'warning'}
      data-testid="verify-banner"
      data-biz-file={bizFile}
      sx={{ mb: 3 }}
      action={
        !bizFile && button ? (
          <Button color="inherit" size="small" onClick={onClick}>
            {button}
          </Button>
        ) : undefined
      }
    >
      {bizFile ? (bizFileContent ?? content) : content}
    </Alert>
  );
}
