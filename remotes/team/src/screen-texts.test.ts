import { join } from 'node:path';
import { checkScreenTexts } from '@console/testing/screen-texts-check';
import { ko } from './i18n/ko';
import { koAtMount } from './i18n/ko-at-mount';
import { TEXT_LOADERS } from './screens';

checkScreenTexts({ screensFile: join(__dirname, 'screens.tsx'), ko, atMount: koAtMount, loaders: TEXT_LOADERS });
