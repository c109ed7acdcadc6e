import type { NoticeTexts } from './notices-ko';

/** Texts of the notice list and notice pages in English. */
export const noticeTextsEn: NoticeTexts = {
  title: 'Notices',
  description: 'Maintenance windows, feature updates, events and news you should know about.',
  customers: 'Support',
  filterLabel: 'Category',
  all: 'All',
  searchLabel: 'Search notices',
  searchPlaceholder: 'Search titles and text',
  search: 'Search',
  total: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'notice' : 'notices'}`,
  searchTotal: (q: string, count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'} for '${q}'`,
  pageTitle: (page: number) => `page ${page}`,
  empty: 'No notices yet.',
  emptyCategory: 'No notices in this category yet.',
  emptySearch: 'No notices match your search.',
  emptySearchHint: 'Try other words or another category.',
  pagesLabel: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pagePrefix: 'Page ',
  pageSuffix: '',
  published: 'Published',
  attachments: 'Attachments',
  neighboursLabel: 'Previous and next notice',
  previous: 'Previous',
  next: 'Next',
  none: 'None',
  backToList: 'Back to the list',
};
