/** Every field of a tasking order (docs/requirements.md §3), in its groups, labelled and with enumerations through their labels. */
import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from '@mui/material';
import type { Mission } from '@portal/shared/domain/missions';
import { MissionFieldTable, useLang } from '@portal/shared/ui';
import { missionFieldGroups } from '../state/mission-fields';
import '../i18n';

export function MissionFieldsSection({ mission }: { mission: Mission }) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  return (
    <Box
      data-testid="mission-fields"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
    >
      {missionFieldGroups(mission, lang).map((group) => (
        <Paper key={group.key} variant="outlined" sx={{ p: 1.5 }} data-group={group.key}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t(`group.${group.key}`)}
          </Typography>
          <MissionFieldTable rows={group.rows} t={t} labelWidth="42%" />
        </Paper>
      ))}
    </Box>
  );
}
