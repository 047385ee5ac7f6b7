import { changesOf, draftOf, fieldErrorsByPage, parseSampleIds, samplesInvalid } from './content-draft';
import { contentPage as page } from './test-pages';

const PAGES = [page(1, 'introduce'), page(2, 'oilSpill'), page(3, 'videoRadar')];

test('an untouched draft changes nothing', () => {
  expect(changesOf(PAGES, PAGES.map(draftOf))).toEqual([]);
});

test('only the changed fields of the changed pages are sent, in the pages order', () => {
  const drafts = PAGES.map(draftOf);
  drafts[2].texts.body_en = 'New body';
  drafts[0].figures = [...drafts[0].figures, { label_zh: '幅宽', label_en: 'Swath', value: '25 km' }];
  drafts[0].samples = '2, 1 9';
  expect(changesOf(PAGES, drafts)).toEqual([
    {
      id: 1,
      figures: [
        { label_zh: '分辨率', label_en: 'Resolution', value: '1 m' },
        { label_zh: '幅宽', label_en: 'Swath', value: '25 km' },
      ],
      sample_ids: [2, 1, 9],
    },
    { id: 3, body_en: 'New body' },
  ]);
});

test('sample ids: commas or spaces between positive whole numbers; anything else is flagged, never sent', () => {
  expect(parseSampleIds('1, 2，3 4')).toEqual([1, 2, 3, 4]);
  expect(parseSampleIds('')).toEqual([]);
  expect(parseSampleIds('1, x')).toBeNull();
  expect(parseSampleIds('0')).toBeNull();
  const drafts = PAGES.map(draftOf);
  drafts[1].samples = '1, -2';
  expect(samplesInvalid(drafts)).toEqual([2]);
  expect(changesOf(PAGES, drafts)).toEqual([]);
});

test("the server's field errors land on their page and field", () => {
  const sent = [
    { id: 3, title_zh: '' },
    { id: 1, figures: [] },
  ];
  expect(
    fieldErrorsByPage(sent, [
      { field: 'data.0.title_zh', message: 'Required' },
      { field: 'data.1.figures.0.value', message: 'Too long' },
      { field: 'data.1.sample_ids.0', message: 'Invalid' },
      { field: 'data', message: 'Each page at most once' },
    ]),
  ).toEqual({
    3: { title_zh: 'Required' },
    1: { figures: 'Too long', samples: 'Invalid' },
    0: { data: 'Each page at most once' },
  });
});
