/** The first sample images, each leading to its details: the home pages' taste of the archive. */
import { useTranslation } from 'react-i18next';
import { Box, ImageList, ImageListItem, ImageListItemBar, Typography, styled } from '@mui/material';
import {
  ErrorState,
  FirstViewList,
  LoadingState,
  firstViewItem,
  followLink,
  placeholderItems,
  useFirstViewRender,
} from '@portal/shared/ui';
import { FIRST_SAMPLES_URL, allSamples, firstViewSamples, type Sample } from './samples-api';
import { thumbnailProps } from './thumbnail';
import { useAsync } from './use-async';

/** A plain img: Box would take `width` and `height` for style props, and the markup needs them as the image's size. */
const Thumbnail = styled('img')({ display: 'block', width: '100%', height: 'auto' });

interface StripProps {
  count: number;
  cols: number;
  testId: string;
}

function Cards({ samples, cols, testId }: { samples: Sample[] } & StripProps) {
  const firstView = useFirstViewRender();
  return (
    <ImageList cols={cols} gap={8} sx={{ m: 0 }}>
      {samples.map((s, i) => (
        <ImageListItem key={s.id} {...(firstView && firstViewItem(i))}>
          <Box
            component="a"
            href={`/details?sample=${s.id}`}
            onClick={followLink(`/details?sample=${s.id}`)}
            data-testid={testId}
            sx={{ display: 'block', position: 'relative', color: 'inherit' }}
          >
            {/* The first row comes into view first. */}
            <Thumbnail {...thumbnailProps(s, i < cols)} />
            <ImageListItemBar title={s.title} subtitle={s.country} />
          </Box>
        </ImageListItem>
      ))}
    </ImageList>
  );
}

export function SampleStrip(props: StripProps) {
  const { t, i18n } = useTranslation('public');
  const [samples, retry] = useAsync(() => allSamples(), [i18n.language], firstViewSamples);
  if (useFirstViewRender())
    return (
      <FirstViewList
        url={FIRST_SAMPLES_URL}
        template={<Cards {...props} samples={placeholderItems(props.count)} />}
      >
        <LoadingState />
      </FirstViewList>
    );
  if (samples.status === 'loading') return <LoadingState />;
  if (samples.status === 'error') return <ErrorState message={t('samples.error')} onRetry={retry} />;
  const shown = samples.value.slice(0, props.count);
  if (!shown.length) return <Typography color="text.secondary">{t('samples.empty')}</Typography>;
  return <Cards {...props} samples={shown} />;
}
