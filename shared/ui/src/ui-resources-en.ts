import { statsTextsEn } from './stats/stats-resources-en';
import type { UiTexts } from './ui-resources-ko';

/** English texts of @console/ui components (namespace "ui"), loaded only on a page in English. */
export const uiResourcesEn: UiTexts = {
  export: {
    label: 'Export',
    done: 'The file was downloaded.',
    failed: 'The file could not be downloaded. Please try again shortly.',
  },
  notReady: {
    title: 'Screen in preparation',
    message: 'This screen ({{title}}) is being prepared by the {{service}} service.',
  },
  table: {
    empty: 'No data.',
    rowsPerPage: 'Rows per page',
    displayedRows: '{{from}}-{{to}} of {{count}}',
    displayedRowsAtLeast: '{{from}}-{{to}} of more than {{count}}',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    loading: 'Loading the list.',
    loadFailed: 'Could not load the list.',
    retry: 'Retry',
  },
  filter: { all: 'All' },
  copy: { done: 'Copied to the clipboard.', failed: 'Could not copy. Please select the text and copy it yourself.' },
  stats: statsTextsEn,
};
