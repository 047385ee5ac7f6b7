/** The home page's constellation: every satellite and imaging mode, straight from the one constellation table. */
import { useTranslation } from 'react-i18next';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { CONSTELLATION, IMAGING_MODE_ORDER, IMAGING_MODES, type Lang } from '@portal/shared/domain';

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
        <TableContainer>
          <Table size="small" data-testid="home-satellites">
            <caption>{t('home.satellitesCaption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('home.satellite')}</TableCell>
                <TableCell>{t('home.polarisation')}</TableCell>
                <TableCell>{t('home.modesColumn')}</TableCell>
                <TableCell>{t('home.lookAngles')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {CONSTELLATION.map((s) => (
                <TableRow key={s.id}>
                  <TableCell component="th" scope="row">
                    {s.id} {s.name[lang]}
                  </TableCell>
                  <TableCell>{s.polarisation}</TableCell>
                  <TableCell>{modeNames(s.imagingModes)}</TableCell>
                  <TableCell>
                    {s.lookAngleDeg.min}°–{s.lookAngleDeg.max}°
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TableContainer>
          <Table size="small" data-testid="home-modes">
            <caption>{t('home.modesCaption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('home.modesColumn')}</TableCell>
                <TableCell align="right">{t('home.swath')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {IMAGING_MODE_ORDER.map((c) => (
                <TableRow key={c}>
                  <TableCell component="th" scope="row">
                    {IMAGING_MODES[c].name[lang]}
                  </TableCell>
                  <TableCell align="right">{t('home.km', { km: IMAGING_MODES[c].swathWidthKm })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Box>
  );
}
