/** /details: one image — a public sample (?sample=<id>) or an archive scene (?scene=<id>, signed-in users). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared/router';
import { useAtomValue } from 'jotai';
import { Alert, Box, Grid, Typography } from '@mui/material';
import { ErrorState, LoadingState, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';
import { signedInAtom } from '@portal/shared/session';
import type { ApiError } from '@portal/shared/http';
import { sceneById } from '../api';
import { NS } from '../i18n';
import { LinkButton } from '../../../common/LinkButton';
import { sampleById } from '../../../common/samples-api';
import { SampleFacts } from '../../../common/SampleFacts';
import { useAsync } from '../../../common/use-async';
import { lonLatText } from '../../../common/sample-labels';
import { FootprintMap } from './FootprintMap';
import { SceneFacts } from './SceneFacts';
import { AddToCart } from './AddToCart';

export function DetailsPage() {
  const { t } = useTranslation(NS);
  const title = usePageTitle(routeTitle('/details'));
  const [params] = useSearchParams();
  const sample = Number(params.get('sample'));
  const scene = params.get('scene')?.trim();
  let body: ReactNode;
  if (params.get('sample') && Number.isInteger(sample) && sample > 0) body = <SampleView id={sample} />;
  else if (scene) body = <SceneView id={scene} />;
  else body = <GalleryNote severity="info" text={t('missing')} />;
  return <PageFrame title={title}>{body}</PageFrame>;
}

const isNotFound = (e: unknown) => (e as ApiError | undefined)?.status === 404;

function SampleView({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NS);
  const [state, retry] = useAsync(
    () => sampleById(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))),
    [id, i18n.language],
  );
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error')
    return <ErrorState message={t('error', { msg: state.message })} onRetry={retry} />;
  const s = state.value;
  if (!s) return <NotFoundNote />;
  return (
    <DetailsLayout
      heading={t('sampleHeading', { title: s.title })}
      image={<Quicklook src={s.image_url} alt={t('quicklookAlt', { name: s.title })} />}
      actions={
        <LinkButton variant="outlined" href={`/PDF?sample=${s.id}`}>
          {t('report')}
        </LinkButton>
      }
      facts={<SampleFacts sample={s} testId="details-metadata" />}
      map={<FootprintMap point={[s.lon, s.lat]} label={t('mapPoint', { point: lonLatText(s.lon, s.lat) })} />}
    />
  );
}

function SceneView({ id }: { id: string }) {
  const { t, i18n } = useTranslation(NS);
  const signedIn = useAtomValue(signedInAtom);
  const [state, retry] = useAsync(
    () =>
      signedIn
        ? sceneById(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e)))
        : Promise.resolve(null),
    [id, signedIn, i18n.language],
  );
  if (!signedIn) {
    const login = `/login?redirect=${encodeURIComponent(`/details?scene=${encodeURIComponent(id)}`)}`;
    return (
      <Alert
        severity="info"
        data-testid="details-sign-in"
        action={<LinkButton href={login}>{t('signInAction')}</LinkButton>}
      >
        {t('signIn')}
      </Alert>
    );
  }
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error')
    return <ErrorState message={t('error', { msg: state.message })} onRetry={retry} />;
  const s = state.value;
  if (!s) return <NotFoundNote />;
  const [w, south, e, n] = s.bbox;
  return (
    <DetailsLayout
      heading={t('sceneHeading', { id: s.id })}
      image={<Quicklook src={s.quicklook_url} alt={t('quicklookAlt', { name: s.id })} />}
      actions={<AddToCart sceneId={s.id} />}
      facts={<SceneFacts scene={s} />}
      map={
        <FootprintMap
          footprint={s.footprint?.coordinates}
          point={s.centre}
          label={t('mapFootprint', { bounds: `${w}, ${south}, ${e}, ${n}` })}
        />
      }
    />
  );
}

function NotFoundNote() {
  const { t } = useTranslation(NS);
  return <GalleryNote severity="warning" text={t('notFound')} />;
}

/** A note with the way back to the sample gallery. */
function GalleryNote({ severity, text }: { severity: 'info' | 'warning'; text: string }) {
  const { t } = useTranslation(NS);
  return (
    <Alert severity={severity} action={<LinkButton href="/sampleImage">{t('toGallery')}</LinkButton>}>
      {text}
    </Alert>
  );
}

function Quicklook({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      data-testid="details-quicklook"
      sx={{
        display: 'block',
        width: '100%',
        maxHeight: 420,
        // The box is there before the picture arrives (quicklooks are square or close to it): nothing below moves.
        aspectRatio: '1 / 1',
        objectFit: 'contain',
        bgcolor: '#111',
        borderRadius: 1,
      }}
    />
  );
}

function DetailsLayout(props: {
  heading: string;
  image: ReactNode;
  facts: ReactNode;
  map: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom data-testid="details-heading">
        {props.heading}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('quicklook')}
          </Typography>
          {props.image}
          {props.actions && <Box sx={{ mt: 2 }}>{props.actions}</Box>}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('metadata')}
          </Typography>
          {props.facts}
          <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
            {t('location')}
          </Typography>
          {props.map}
        </Grid>
      </Grid>
    </>
  );
}
