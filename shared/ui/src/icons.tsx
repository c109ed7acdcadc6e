import { SvgIcon, type SvgIconProps } from '@mui/material';

/*
 * A few Material Design icons (Apache 2.0) as inline SVG. @mui/icons-material is not a shared
 * singleton and its subpath imports would be bundled again by every remote, so icons live here.
 */
function icon(path: string, name: string) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CopyIcon = icon(
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12V1zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2zm0 16H8V7h11v14z',
  'CopyIcon',
);
export const AddIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z', 'AddIcon');
export const RefreshIcon = icon(
  'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z',
  'RefreshIcon',
);
export const ChevronRightIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', 'ChevronRightIcon');
export const InfoIcon = icon(
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z',
  'InfoIcon',
);
