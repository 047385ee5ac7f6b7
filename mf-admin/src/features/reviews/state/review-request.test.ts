import { changedFields, maskIdNumber, previewKind } from './review-request';

describe('review requests', () => {
  it('previews PDFs in a frame and images as images, Word files not at all', () => {
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/jpeg')).toBe('image');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('application/msword')).toBe('none');
    expect(previewKind(null)).toBe('none');
  });

  it('lists the asked fields with the value they had when asked, else the current one', () => {
    expect(
      changedFields({
        changes: { organization: 'New Org' },
        previous: { organization: 'Old Org' },
        name: 'N',
        organization: 'Now Org',
      }),
    ).toEqual([{ field: 'organization', from: 'Old Org', to: 'New Org' }]);
    expect(changedFields({ changes: { name: 'B' }, previous: null, name: 'A', organization: 'O' })).toEqual([
      { field: 'name', from: 'A', to: 'B' },
    ]);
    expect(changedFields({ changes: null, previous: null, name: 'A', organization: 'O' })).toEqual([]);
  });

  it('hides the middle of an ID number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskIdNumber('AB12345')).toBe('AB12345');
    expect(maskIdNumber(null)).toBe('—');
  });
});
