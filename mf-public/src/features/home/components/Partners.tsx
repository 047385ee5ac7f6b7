/** The home page's partners section: names from the API (web/partners/), each linking to the partner's site. */
import { useTranslation } from 'react-i18next';
import { Box, Chip, Link, Typography } from '@mui/material';
import { addTranslations } from '@portal/shared/i18n';
import { partners } from '../../../common/samples-api';
import { useAsync } from '../../../common/use-async';

addTranslations('partners', {
  zh: {
    title: '合作伙伴',
    kind: { institution: '机构', operator: '卫星运营', standards: '标准组织' },
    error: '合作伙伴列表暂时无法加载。',
  },
  en: {
    title: 'Partners',
    kind: { institution: 'Institution', operator: 'Satellite operator', standards: 'Standards body' },
    error: 'The list of partners cannot be loaded right now.',
  },
});

export function Partners() {
  const { t, i18n } = useTranslation('partners');
  const [list] = useAsync(() => partners(), [i18n.language]);
  return (
    <Box component="section" aria-labelledby="partners-title" data-testid="partners">
      <Typography id="partners-title" variant="h5" component="h2" sx={{ mt: 5 }} gutterBottom>
        {t('title')}
      </Typography>
      {list.status === 'error' && <Typography color="text.secondary">{t('error')}</Typography>}
      {list.status === 'done' && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {list.value.map((p) => (
            <Box component="li" key={p.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              <Link
                href={p.url}
                target="_blank"
                rel="noopener noreferrer"
                underline="hover"
                variant="subtitle1"
              >
                {p.name}
              </Link>
              <Box sx={{ mt: 1 }}>
                <Chip size="small" label={t(`kind.${p.kind}`, { defaultValue: p.kind })} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
