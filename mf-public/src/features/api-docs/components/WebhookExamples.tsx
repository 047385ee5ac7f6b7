import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Tab, Tabs } from '@mui/material';
import { WEBHOOK_LANGUAGES, webhookExamples, type WebhookLanguage } from '../examples';
import { NS } from '../i18n';
import { CodeBlock } from './CodeBlock';
import { useExampleComments } from './useExampleComments';

const TAB_LABELS: Record<WebhookLanguage, string> = {
  typescript: 'examples.typescript',
  python: 'examples.pythonFlask',
};

/** Receiving and verifying a webhook delivery in TypeScript and Python, one tab each. */
export function WebhookExamples() {
  const { t } = useTranslation(NS);
  const comments = useExampleComments();
  const [language, setLanguage] = useState<WebhookLanguage>('typescript');
  const examples = useMemo(() => webhookExamples(comments), [comments]);
  return (
    <Box>
      <Tabs
        value={language}
        onChange={(_e, v: WebhookLanguage) => setLanguage(v)}
        aria-label={t('examples.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {WEBHOOK_LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={t(TAB_LABELS[l])}
            id={`webhook-example-tab-${l}`}
            aria-controls="webhook-example-panel"
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="webhook-example-panel" aria-labelledby={`webhook-example-tab-${language}`}>
        <CodeBlock code={examples[language]} label={t(TAB_LABELS[language])} />
      </Box>
    </Box>
  );
}
