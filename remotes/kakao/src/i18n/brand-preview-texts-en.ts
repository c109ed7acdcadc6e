import type { brandPreviewTextsKo } from './brand-preview-texts-ko';

export const brandPreviewTextsEn: typeof brandPreviewTextsKo = {
  brandPreview: {
    types: {
      TEXT: 'Text',
      IMAGE: 'Image',
      WIDE: 'Wide image',
      WIDE_ITEM_LIST: 'Wide list',
      CAROUSEL_FEED: 'Carousel feed',
    },
    label: 'Brand message preview',
    empty: 'Choose a template to see it here.',
    emptyContent: 'Type the text to see it here.',
    emptyHeader: 'List title',
    emptyCardHeader: 'Card title',
    emptyCardMessage: 'Card text',
    image: 'Image',
    wideImage: 'Wide image',
    itemImage: 'Item image',
    itemThumb: 'Image',
    cardImage: 'Card image',
    cards: 'Carousel cards',
    optOut: 'Opt out | Home > Block channel',
  },
};
