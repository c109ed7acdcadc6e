import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface PhoneFrameProps {
  /** The accessible name of the preview (a figure), e.g. "휴대폰 미리보기". */
  label: string;
  /** A visible caption above the frame, when the screen has room for one. */
  caption?: string;
  /** What the handset shows on top: the sender number, or the brand or profile. */
  header?: ReactNode;
  children: ReactNode;
  width?: number;
  minHeight?: number;
}

/**
 * The handset every send preview is drawn in (SMS/LMS/MMS, RCS, and Kakao next): a rounded dark
 * frame, a header, the conversation below. Channels draw their own bubbles inside.
 */
export function PhoneFrame({ label, caption, header, children, width = 300, minHeight = 480 }: PhoneFrameProps) {
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, flex: '0 0 auto' }}>
      {caption ? (
        <Typography variant="subtitle2" component="figcaption" gutterBottom>
          {caption}
        </Typography>
      ) : null}
      <Box
        sx={{
          width,
          minHeight,
          border: 10,
          borderColor: 'grey.800',
          borderRadius: 6,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {header ? (
          <Box sx={{ px: 1.5, py: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
            {header}
          </Box>
        ) : null}
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>{children}</Box>
      </Box>
    </Box>
  );
}
