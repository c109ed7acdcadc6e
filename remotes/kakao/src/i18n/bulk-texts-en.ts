import type { bulkTextsKo } from './bulk-texts-ko';

export const bulkTextsEn: typeof bulkTextsKo = {
  alimtalkBulk: {
    title: 'Bulk alimtalk templates',
    description:
      'Register up to {{max}} templates at once from an XLSX or CSV file shaped like the sample. They are registered only when every row is fine.',
    back: 'Back to the list',
    failed: 'Could not complete. Please try again shortly.',
    sample: {
      title: '1. Download the sample',
      help: 'Keep the first row (the header) as it is and write one template per row from the second row on. Edit or delete the example row.',
      download: 'Download the sample',
      fallbackName: 'alimtalk-templates-bulk-sample.csv',
      done: 'The sample was downloaded.',
      failed: 'The sample could not be downloaded. Please try again shortly.',
    },
    file: {
      title: '2. Upload the file',
      help: 'An XLSX or CSV file of up to {{max}} rows. CSV saved by Excel (EUC-KR) works too.',
      input: 'Bulk registration file',
      choose: 'Choose a file',
      chooseAnother: 'Choose another file',
      reading: 'Reading the file…',
      checking: 'Checking {{count}} rows…',
      chosen: '{{name}} · {{count}} template rows',
    },
    problems: {
      type: 'Only XLSX or CSV files can be uploaded. Save the sheet as XLSX or CSV in Excel and upload it.',
      unreadable: 'The file could not be read. Please check that it is not damaged.',
      empty: 'The file holds no templates. Fill at least one row under the header of the sample.',
      tooMany:
        'Up to {{max}} templates can be registered at once; this file has {{count}} rows. Please split the file.',
      header:
        'The first row (the header) differs from the sample. Download the sample and keep its first row as it is.',
      unknownColumns: 'Columns not in the sample: {{names}}',
      missingColumns: 'Missing columns: {{names}}',
    },
    report: {
      title: '3. Check result',
      table: 'Check result',
      total: '{{count}} rows',
      valid: '{{count}} ready',
      invalid: '{{count}} with problems',
      allValid: 'Every row is fine. Registering submits every template to Kakao’s review right away.',
      someInvalid:
        '{{count}} rows have problems. Fix the file and upload it again. Nothing is registered while any row has a problem.',
      columns: { row: 'Row', code: 'Template code', result: 'Result' },
      rowNumber: 'Row {{row}}',
      ok: 'Ready to register',
      noCode: '(no code)',
      onlyProblems: 'Only rows with problems',
    },
    register: 'Register {{count}}',
    registering: 'Registering {{count}} templates…',
    registered: '{{count}} templates were registered and submitted to Kakao’s review.',
    toList: 'Open the template list',
  },
};
