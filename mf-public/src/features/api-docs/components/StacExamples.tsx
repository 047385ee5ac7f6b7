import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Tab, Tabs } from '@mui/material';
import { EXAMPLE_LANGUAGES, stacExamples, type ExampleLanguage } from '../examples';
import { NS } from '../i18n';
import { CodeBlock } from './CodeBlock';
import { useExampleComments } from './useExampleComments';

/** The STAC examples in curl, Python and JavaScript, one tab each. */
export function StacExamples() {
  const { t } = useTranslation(NS);
  const comments = useExampleComments();
  const [language, setLanguage] = useState<ExampleLanguage>('curl');
  const examples = useMemo(() => stacExamples(window.location.origin, comments), [comments]);
  return (
    <Box>
      <Tabs
        value={language}
        onChange={(_e, v: ExampleLanguage) => setLanguage(v)}
        aria-label={t('examples.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {EXAMPLE_LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={t(`examples.${l}`)}
            id={`stac-example-tab-${l}`}
            aria-controls="stac-example-panel"
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="stac-example-panel" aria-labelledby={`stac-example-tab-${language}`}>
        <CodeBlock code={examples[language]} label={t(`examples.${language}`)} />
      </Box>
    </Box>
  );
}
