/** The home page's constellation: every satellite and imaging mode, straight from the one constellation table. */
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { CONSTELLATION, IMAGING_MODE_ORDER, IMAGING_MODES, type Lang } from '@portal/shared/domain';
import { FactTable } from '../../../common/FactTable';

export function Constellation() {
  const { t, i18n } = useTranslation('public');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const modeNames = (codes: readonly number[]) =>
    IMAGING_MODE_ORDER.filter((c) => codes.includes(c))
      .map((c) => IMAGING_MODES[c].name[lang])
      .join(lang === 'zh' ? '、' : ', ');
  return (
    <Box component="section" aria-labelledby="home-constellation">
      <Typography id="home-constellation" variant="h5" component="h2" gutterBottom>
        {t('home.constellationTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <FactTable
          testId="home-satellites"
          caption={t('home.satellitesCaption')}
          columns={[
            { label: t('home.satellite') },
            { label: t('home.polarisation') },
            { label: t('home.modesColumn') },
            { label: t('home.lookAngles') },
          ]}
          rows={CONSTELLATION.map((s) => ({
            key: s.id,
            cells: [
              `${s.id} ${s.name[lang]}`,
              s.polarisation,
              modeNames(s.imagingModes),
              `${s.lookAngleDeg.min}°–${s.lookAngleDeg.max}°`,
            ],
          }))}
        />
        <FactTable
          testId="home-modes"
          caption={t('home.modesCaption')}
          columns={[{ label: t('home.modesColumn') }, { label: t('home.swath'), align: 'right' }]}
          rows={IMAGING_MODE_ORDER.map((c) => ({
            key: c,
            cells: [IMAGING_MODES[c].name[lang], t('home.km', { km: IMAGING_MODES[c].swathWidthKm })],
          }))}
        />
      </Box>
    </Box>
  );
}
