import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Tab, Tabs } from '@mui/material';
import { NS } from '../i18n';
import { CodeBlock } from './CodeBlock';

/** Code examples, one tab a language (the first open); `labelOf` names a language's tab and code block. */
export function ExampleTabs<L extends string>({
  idPrefix,
  languages,
  examples,
  labelOf,
}: {
  idPrefix: string;
  languages: readonly L[];
  examples: Record<L, string>;
  labelOf: (language: L) => string;
}) {
  const { t } = useTranslation(NS);
  const [language, setLanguage] = useState<L>(languages[0]);
  return (
    <Box>
      <Tabs
        value={language}
        onChange={(_e, v: L) => setLanguage(v)}
        aria-label={t('examples.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {languages.map((l) => (
          <Tab
            key={l}
            value={l}
            label={labelOf(l)}
            id={`${idPrefix}-tab-${l}`}
            aria-controls={`${idPrefix}-panel`}
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${language}`}>
        <CodeBlock code={examples[language]} label={labelOf(language)} />
      </Box>
    </Box>
  );
}
