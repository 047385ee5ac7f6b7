import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMPLE_LANGUAGES, stacExamples } from '../examples';
import { NS } from '../i18n';
import { ExampleTabs } from './ExampleTabs';
import { useExampleComments } from './use-example-comments';

/** The STAC examples in curl, Python and JavaScript, one tab each. */
export function StacExamples() {
  const { t } = useTranslation(NS);
  const comments = useExampleComments();
  const examples = useMemo(() => stacExamples(window.location.origin, comments), [comments]);
  return (
    <ExampleTabs
      idPrefix="stac-example"
      languages={EXAMPLE_LANGUAGES}
      examples={examples}
      labelOf={(l) => t(`examples.${l}`)}
    />
  );
}
