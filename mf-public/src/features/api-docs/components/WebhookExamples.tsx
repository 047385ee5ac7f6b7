import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_LANGUAGES, webhookExamples, type WebhookLanguage } from '../examples';
import { NS } from '../i18n';
import { ExampleTabs } from './ExampleTabs';
import { useExampleComments } from './use-example-comments';

const TAB_LABELS: Record<WebhookLanguage, string> = {
  typescript: 'examples.typescript',
  python: 'examples.pythonFlask',
};

/** Receiving and verifying a webhook delivery in TypeScript and Python, one tab each. */
export function WebhookExamples() {
  const { t } = useTranslation(NS);
  const comments = useExampleComments();
  const examples = useMemo(() => webhookExamples(comments), [comments]);
  return (
    <ExampleTabs
      idPrefix="webhook-example"
      languages={WEBHOOK_LANGUAGES}
      examples={examples}
      labelOf={(l) => t(TAB_LABELS[l])}
    />
  );
}
